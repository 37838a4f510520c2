import { type DepartmentCatalog, items, lengths, models } from './catalog-types.js';

export const video: DepartmentCatalog = {
  title: 'Video',
  colorHex: '#8957E5',
  colorName: 'Purple',
  group: 'Production',
  pullGroups: [
    {
      name: 'Projectors',
      items: [
        ...models('Barco', 'Projector', 'UDX-4K32@232|UDX-W32@225|F80-4K12@68|G62-W11@53'),
        ...models('Christie', 'Projector', 'Griffyn 4K35-RGB@277|Crimson WU31@192'),
        ...models('Panasonic', 'Projector', 'PT-RZ21K@95|PT-RQ35K@95|PT-RZ120@50'),
        ...models('Epson', 'Projector', 'EB-PU2220B@70'),
        ...models('Barco', 'Lens', 'TLD+ 0.8-1.16@13|TLD+ 1.5-2.0@12|TLD+ 2.8-4.5@14'),
        ...items('Projector Rigging Frame@55|Projector Stack Frame Double@120'),
      ],
    },
    {
      name: 'Screens',
      items: [
        ...models('Da-Lite', 'Fast-Fold Screen', '7.5x10@60|9x16@95|10.5x18@120|12x20@145'),
        ...models('Stumpfl', 'Monoblox Screen', '12x21@210|15x27@320'),
        ...items('Draper Cinefold 7.5x13 Screen@70|Screen Dress Kit Black Velour 9x16@40'),
      ],
    },
    {
      name: 'LED Wall',
      items: [
        ...models('ROE Visual', 'LED Panel', 'Black Pearl BP2V2@20|Carbon CB5@24|Vanish V8T@15'),
        ...models('Absen', 'LED Panel', 'PL2.5 Pro@18|A27 Plus@17'),
        ...models('INFiLED', 'LED Panel', 'DB2.6@19'),
        ...models('Brompton', '', 'Tessera SX40 Processor@12|Tessera XD Data Distribution@8'),
        ...items('LED Wall Ground Support Kit@380|LED Wall Flying Bar 1m@22'),
      ],
    },
    {
      name: 'Switching',
      items: [
        ...models(
          'Barco',
          '',
          'E2 Gen 2 Screen Management@65|S3-4K Screen Management@42|EC-200 Event Controller@40',
        ),
        ...models('Blackmagic', '', 'ATEM 2 M/E Constellation HD@14|Smart Videohub 40x40 12G@14'),
        ...items(
          'Analog Way Aquilon RS4@60|Ross Carbonite Black Solo@12|Decimator MD-HX Cross Converter@0.5',
        ),
        ...items('AJA FS-HDR Converter@12'),
      ],
    },
    {
      name: 'Cameras',
      items: [
        ...models('Sony', 'Camera', 'HXC-FB80@12|PXW-Z750@10'),
        ...models('Panasonic', 'PTZ Camera', 'AW-UE150@11|AW-UE100@8'),
        ...items('Canon CJ20ex7.8B Lens@4|Canon UJ90x9B Box Lens@60|Vinten Vision 250 Tripod@35'),
        ...items('Camera Riser 4x4@70'),
      ],
    },
    {
      name: 'Displays',
      items: [
        ...models('LG', 'Display', '55in 4K@40|65in 4K@55'),
        ...models('Samsung', 'Display', '75in QM75B@80|85in QM85B@110'),
        ...items('Sharp 98in 4K Display@150|Confidence Monitor 43in Display@30|Display Floor Stand@45'),
      ],
    },
    {
      name: 'Playback',
      items: items(
        'Disguise VX 4 Media Server@65|Resolume Arena Playback Laptop@15|Apple MacBook Pro 16in Playback@12|' +
          'PlaybackPro Plus Rig@40|AJA Ki Pro Ultra 12G Recorder@9|Millumin Playback Rig@40',
      ),
    },
    {
      name: 'Cable',
      items: [
        ...lengths('SDI 12G Cable', [6, 25, 50, 100, 200], 0.07, 0.3),
        ...lengths('HDMI Cable', [6, 15, 25, 50], 0.08, 0.3),
        ...lengths('Fiber opticalCON Quad Cable', [100, 250, 500], 0.05, 4),
        ...lengths('Cat6A Cable', [25, 50, 100], 0.04, 0.2),
      ],
    },
  ],
  systems: items(
    'Video System - Small Ballroom@520|Video System - IMAG Package@900|Video System - Breakout Room@160|' +
      'Video System - General Session@3600',
  ),
  salesOnly: items(
    'Screen Cleaning Kit@1|HDMI to USB-C Adapter@0.1|Glow Tape 1in@0.4|SD Card 64GB@0.05|Lens Tissue Pack@0.2',
  ),
  labor: [
    'V1 Video Engineer',
    'V2 Video Assistant',
    'Camera Operator',
    'Graphics Operator',
    'LED Wall Technician',
    'Projectionist',
  ],
};
