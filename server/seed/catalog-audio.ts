import { type DepartmentCatalog, items, lengths, models } from './catalog-types.js';

export const audio: DepartmentCatalog = {
  title: 'Audio',
  colorHex: '#1F6FEB',
  colorName: 'Blue',
  group: 'Production',
  pullGroups: [
    {
      name: 'Microphones',
      items: [
        ...models(
          'Shure',
          'Microphone',
          'SM58@0.7|SM57@0.6|Beta 58A@0.6|Beta 91A@1.1|KSM9@0.7|MX412 Gooseneck@1.2',
        ),
        ...models('Sennheiser', 'Microphone', 'e835@0.7|MD 421-II@0.9|e604@0.4|MKH 416 Shotgun@0.4'),
        ...models('Audio-Technica', 'Microphone', 'AT4050@1.2|AE6100@0.7'),
        ...models('DPA', '', '4088 Headset Microphone@0.2|4061 Lavalier Microphone@0.1'),
        ...items('Countryman E6 Earset Microphone@0.2|Neumann KMS 105 Microphone@0.7'),
      ],
    },
    {
      name: 'Wireless',
      items: [
        ...models('Shure', '', 'Axient Digital AD4Q Quad Receiver@13|ULXD4Q Quad Receiver@10.5'),
        ...models('Shure', '', 'ULXD2 Handheld Transmitter@1|ULXD1 Bodypack Transmitter@0.5'),
        ...models('Shure', '', 'PSM1000 IEM Transmitter@9|P10R+ IEM Bodypack@0.5|UA874 Active Antenna@2.5'),
        ...models('Sennheiser', '', 'EW-DX EM 4 Receiver@9|SKM 6000 Handheld Transmitter@1'),
        ...items('Wireless Mic Rack 8ch@95'),
      ],
    },
    {
      name: 'Speakers',
      items: [
        ...models('d&b audiotechnik', '', 'V8 Line Array Cabinet@176|Y10P Loudspeaker@44|E12 Loudspeaker@55'),
        ...models('d&b audiotechnik', '', 'V-SUB Subwoofer@165|M4 Stage Monitor@62'),
        ...models(
          'L-Acoustics',
          '',
          'K2 Line Array Cabinet@124|Kara II Line Array Cabinet@58|KS28 Subwoofer@174',
        ),
        ...models('L-Acoustics', '', 'X12 Coaxial Wedge@46|A15 Focus Cabinet@77'),
        ...models(
          'Meyer Sound',
          '',
          'LEOPARD Line Array Cabinet@77|1100-LFC Subwoofer@293|UPA-1P Loudspeaker@71',
        ),
        ...models('JBL', '', 'VTX A12 Line Array Cabinet@130|SRX835P Powered Loudspeaker@90'),
        ...items('QSC K12.2 Powered Loudspeaker@39|Speaker Stand Tripod@12|Line Array Fly Frame@60'),
      ],
    },
    {
      name: 'Amplifiers',
      items: [
        ...models('d&b audiotechnik', 'Amplifier', 'D80@42|D20@23'),
        ...models('L-Acoustics', 'Amplified Controller', 'LA12X@33|LA4X@26'),
        ...items('Lab.gruppen PLM 20K44 Amplifier@33|Powersoft X8 Amplifier@37|Amp Rack 4x D80 Touring@310'),
      ],
    },
    {
      name: 'Consoles',
      items: [
        ...models('DiGiCo', '', 'SD12 Console@108|Quantum 338 Console@176|SD-Rack Stage Rack@88'),
        ...models('Yamaha', '', 'CL5 Console@80|QL1 Console@27|Rio3224-D2 Stage Box@40'),
        ...models('Allen & Heath', '', 'dLive S5000 Surface@86|SQ-6 Console@33'),
        ...items('Avid VENUE S6L-24D Console@176|Midas PRO2 Console@99'),
      ],
    },
    {
      name: 'Processing',
      items: items(
        'Lake LM 44 Processor@12|Q-SYS Core 110f Processor@10|BSS BLU-160 DSP@10|Radial JDI Direct Box@1.3|' +
          'Radial ProD2 Stereo Direct Box@1.8|Dante AVIO 4x4 Adapter@0.5|Apple Mac mini Playback Rig@25|' +
          'Clear-Com FreeSpeak II Base Station@18|Clear-Com HelixNet Beltpack@1.5',
      ),
    },
    {
      name: 'Cable',
      items: [
        ...lengths('XLR Cable', [3, 10, 15, 25, 50, 100], 0.06, 0.2),
        ...lengths('Speakon NL4 Cable', [10, 25, 50, 100], 0.12, 0.3),
        ...lengths('Speakon NL8 Cable', [25, 50, 100], 0.2, 0.4),
        ...lengths('Cat6 etherCON Cable', [25, 50, 150], 0.04, 0.2),
        ...lengths('Multipair Snake 24ch', [50, 100, 150], 0.6, 8),
      ],
    },
  ],
  systems: items(
    'Audio System - Small Ballroom@450|Audio System - Large Ballroom@1400|Audio System - Breakout Room@120|' +
      'Audio System - General Session@3200|Audio System - Outdoor Stage@4800',
  ),
  salesOnly: items(
    'Gaff Tape 2in Black@1.2|Gaff Tape 2in White@1.2|AA Battery (24 pack)@1.3|9V Battery (12 pack)@1.2|' +
      'Moleskin Roll@0.3|Foam Windscreen Assorted@0.1',
  ),
  labor: [
    'A1 Audio Engineer',
    'A2 Audio Assistant',
    'Monitor Engineer',
    'RF Coordinator',
    'Audio Playback Operator',
  ],
};
