import { type DepartmentCatalog, items, lengths, models } from './catalog-types.js';

/** Power and Backline: only in the large data set. */
export const power: DepartmentCatalog = {
  title: 'Power',
  colorHex: '#E36209',
  colorName: 'Orange',
  group: 'Support',
  pullGroups: [
    {
      name: 'Distro',
      items: [
        ...models('Motion Labs', 'Distro', '400A@210|200A@120|100A Rack@60'),
        ...models('Lex', 'Distro', '100A@55|60A@35'),
        ...items('Quad Box 4-outlet 20A@6|Power Strip 6-outlet@2|Transformer 50kVA@420'),
      ],
    },
    {
      name: 'Feeder',
      items: [
        ...lengths('Cam-Lok Feeder Cable 4/0 (5-wire)', [10, 25, 50, 100], 3.2, 2),
        ...lengths('Cam-Lok Feeder Cable #2 (5-wire)', [25, 50, 100], 1.6, 2),
        ...lengths('L21-30 Cable', [25, 50, 100], 0.5, 1),
      ],
    },
    {
      name: 'Generators',
      items: items('Generator 100kW Tow-Behind@5400|Generator 20kW Inverter@650|Fuel Caddy 60gal@110'),
    },
  ],
  systems: items('Power System - 400A Service@950'),
  salesOnly: items('Electrical Tape Assorted@0.5|Safety Tape 3in Yellow@1.2'),
  labor: ['Power Distribution Tech', 'Licensed Electrician', 'Generator Tech'],
};

export const backline: DepartmentCatalog = {
  title: 'Backline',
  colorHex: '#0A7480',
  colorName: 'Teal',
  group: 'Support',
  pullGroups: [
    {
      name: 'Keyboards',
      items: [
        ...models('Yamaha', 'Piano', 'C7 Grand@900|CFX Concert Grand@1080|U1 Upright@500'),
        ...items('Steinway Model D Piano@990|Nord Stage 4 88 Keyboard@40|Roland RD-2000 Keyboard@48'),
        ...items('K&M Keyboard Stand Double Tier@20|Piano Bench Adjustable@25'),
      ],
    },
    {
      name: 'Amps & Drums',
      items: items(
        'Fender Twin Reverb Amplifier@64|Ampeg SVT-CL w/ 8x10 Cabinet@200|Marshall JCM800 Half Stack@140|' +
          'DW Collectors Drum Kit 5pc@120|Yamaha Stage Custom Drum Kit@95|Zildjian A Custom Cymbal Pack@25',
      ),
    },
    {
      name: 'Stands',
      items: items('Music Stand w/ Light@6|Hamilton Guitar Stand@3|Drum Throne@12|Conductor Podium@90'),
    },
  ],
  systems: items('Backline System - Corporate Band Package@1900'),
  salesOnly: items('Guitar Strings Set@0.1|Drum Sticks Pair@0.2'),
  labor: ['Backline Tech', 'Piano Tuner'],
};
