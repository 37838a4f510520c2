import { type DepartmentCatalog, items, lengths, models } from './catalog-types.js';

export const lighting: DepartmentCatalog = {
  title: 'Lighting',
  colorHex: '#F2C94C',
  colorName: 'Amber',
  group: 'Production',
  pullGroups: [
    {
      name: 'Moving Lights',
      items: [
        ...models(
          'Martin',
          '',
          'MAC Aura XB@31|MAC Viper Profile@88|MAC Encore Performance@86|MAC Ultra Wash@95',
        ),
        ...models('Robe', '', 'BMFL Spot@80|MegaPointe@49|Spiider@40|Esprite@62|T1 Profile@64'),
        ...models('Clay Paky', '', 'Sharpy Plus@50|Mythos 2@44|Scenius Unico@88'),
        ...models('Ayrton', '', 'Perseo Profile@70|Khamsin-S@80|Diablo-S@51'),
        ...models('Chauvet', '', 'Maverick Force S Profile@52|Rogue R2X Wash@40'),
        ...items('GLP impression X5@31|Elation Proteus Hybrid@79'),
      ],
    },
    {
      name: 'Conventionals',
      items: [
        ...models('ETC Source Four', 'Ellipsoidal', '19deg@17|26deg@17|36deg@17|50deg@17'),
        ...models('ETC', '', 'Source Four LED Series 3 Lustr X8@20|ColorSource PAR@9|ColorSource Spot Jr@10'),
        ...items('Altman 6in Fresnel@13|Mole-Richardson 2K Fresnel@20|Lycian M2 Follow Spot@115'),
      ],
    },
    {
      name: 'LED Fixtures',
      items: [
        ...models('Chauvet', '', 'COLORado 2-Quad Zoom@15|Ovation E-910FC@32|Strike Array 4@20'),
        ...models('Astera', '', 'AX1 PixelTube@4|Titan Tube@6|AX3 Lightdrop@1.5'),
        ...models('Elation', '', 'SixPar 300@15|DTW Blinder 700 IP@16'),
        ...items('GLP JDC1 Strobe@36|Chroma-Q Color Force II 48@28|Uplight Battery LED Par@6'),
      ],
    },
    {
      name: 'Consoles',
      items: [
        ...models(
          'grandMA3',
          '',
          'full-size Console@165|light Console@95|compact XT Console@55|processing unit XL@24',
        ),
        ...models('ETC', '', 'Eos Ti Console@84|Ion Xe 20 Console@42|Gio @5 Console@80'),
        ...items('ChamSys MagicQ MQ500M Stadium@66|grandMA3 onPC command wing@20'),
      ],
    },
    {
      name: 'Data & Dimming',
      items: items(
        'Pathway Pathport Quattro Node@3|Luminex GigaCore 16Xt Switch@8|ETC Sensor3 Dimmer Rack 24ch@210|' +
          'Doug Fleenor DMX Splitter 6-way@4|City Theatrical Multiverse Transmitter@2|Lighting Network Rack@90',
      ),
    },
    {
      name: 'Atmospherics',
      items: items(
        'MDG theONE Hazer@100|Look Solutions Unique 2.1 Hazer@35|Reel EFX DF-50 Diffusion Hazer@30|' +
          'Antari F-7 Fogger@55|Low Fog Machine Ultratec@90|Atmospherics Fan Turbo@25',
      ),
    },
    {
      name: 'Cable',
      items: [
        ...lengths('DMX 5-pin Cable', [5, 10, 25, 50, 100], 0.05, 0.2),
        ...lengths('powerCON TRUE1 Cable', [5, 10, 25, 50], 0.1, 0.3),
        ...lengths('Edison Extension Cable 12/3', [10, 25, 50, 100], 0.1, 0.3),
        ...lengths('Socapex 19-pin Cable', [25, 50, 100, 150], 0.5, 2),
      ],
    },
  ],
  systems: items(
    'Lighting System - Small Ballroom@600|Lighting System - Stage Wash Package@850|' +
      'Lighting System - Uplight Package (24)@160|Lighting System - General Session@4200',
  ),
  salesOnly: items(
    'Gel Sheet Rosco R02 Bastard Amber@0.1|Gel Sheet Lee 201 Full CTB@0.1|Lamp HPL 575W@0.1|Black Wrap Roll 2ft@2|' +
      'Haze Fluid 1 gal@9|Spike Tape 1/2in Assorted@0.5',
  ),
  labor: [
    'LD Lighting Director',
    'Lighting Programmer',
    'L2 Lighting Technician',
    'Spot Operator',
    'Master Electrician',
  ],
};
