import { type DepartmentCatalog, items, lengths, models } from './catalog-types.js';

export const staging: DepartmentCatalog = {
  title: 'Staging',
  colorHex: '#2DA44E',
  colorName: 'Green',
  group: 'Scenic',
  pullGroups: [
    {
      name: 'Decking',
      items: [
        ...models('Staging Concepts', 'Deck', 'SC90 4x8@95|SC90 4x4@52|SC90 2x8@55|SC90 4x8 Carpeted@110'),
        ...models('Wenger', 'Deck', 'Versalite 4x8@60|Versalite 4x4@34'),
        ...items('StageRight 4x8 Deck@88|SICO 6x8 Mobile Riser@330|Drum Riser 8x8 Rolling@260'),
        ...lengths('Deck Leg', [8, 16, 24, 32, 40, 48], 0.15, 1, 'in'),
      ],
    },
    {
      name: 'Stairs & Rails',
      items: [
        ...lengths('Stair Unit w/ Handrail', [16, 24, 32, 40], 2.5, 20, 'in'),
        ...items(
          'Guard Rail 8ft@28|Guard Rail 4ft@16|Handrail 4ft@10|ADA Ramp Section 8ft@120|ADA Ramp Landing 5x5@90',
        ),
      ],
    },
    {
      name: 'Drape',
      items: [
        ...items('Pipe and Drape Upright 8-14ft@16|Crossbar 6-10ft Adjustable@6|Base Plate 18in x 18in@32'),
        ...models('Velour Drape', 'Black', '16ft x 10ft@22|20ft x 10ft@28|30ft x 20ft@60'),
        ...items('Star Drop 20ft x 40ft@75|Kabuki Drop Kit@40|Stage Skirt 24in Black Pleated 12ft@5'),
      ],
    },
    {
      name: 'Scenic',
      items: items(
        'Scenic Flat 4x8 Hard Cover@85|Scenic Flat 4x10 Hard Cover@105|Lectern Acrylic Clear@65|' +
          'Lectern Wood Walnut@95|Carpet Runner 4x20 Black@35|Dance Floor Panel 3x3@30|Scenic Portal Arch 24ft@650',
      ),
    },
  ],
  systems: items('Staging System - 24x16 Stage 24in@2900|Staging System - 32x16 Stage 32in@4100'),
  salesOnly: items('Carpet Tape 2in Double-Sided@1|Velcro Roll 2in Black@1.5|Zip Ties 11in Black (100)@0.5'),
  labor: ['Stagehand', 'Stage Manager', 'Carpenter', 'Crew Chief', 'Forklift Operator'],
};

export const rigging: DepartmentCatalog = {
  title: 'Rigging',
  colorHex: '#D1242F',
  colorName: 'Red',
  group: 'Scenic',
  pullGroups: [
    {
      name: 'Truss',
      items: [
        ...lengths('12in x 12in Box Truss', [2, 4, 5, 8, 10], 6, 4),
        ...lengths('20.5in x 20.5in Box Truss', [5, 8, 10], 10, 6),
        ...lengths('12in Triangle Truss', [5, 8, 10], 4.5, 3),
        ...items(
          'Tyler GT Truss 8ft@220|Corner Block 12in 6-way@18|Truss Base Plate 24in@45|Truss Hinge Section@30',
        ),
      ],
    },
    {
      name: 'Motors',
      items: [
        ...models('CM Lodestar', 'Motor', '1/4 Ton@75|1/2 Ton@95|1 Ton@125|2 Ton@175'),
        ...models('Liftket', 'Motor', '1/2 Ton D8+@80|1 Ton D8+@115'),
        ...items(
          'Motor Controller 8-way@60|Motor Controller 16-way@95|Motor Cable 100ft@40|Chain Bag 80ft@10',
        ),
      ],
    },
    {
      name: 'Hardware',
      items: [
        ...lengths('Span Set', [2, 4, 8, 10, 20], 0.25, 0.2),
        ...lengths('GAC Flex Steel', [2, 5, 10, 20, 30], 0.3, 0.4),
        ...items('Shackle 5/8in@1.3|Shackle 3/4in@2.3|Beam Clamp 2 Ton@12|Truss Clamp Half Coupler@1.5'),
        ...items('Load Cell 3 Ton@8|Rigging Points Pipe Grid Clamp@3|Bridle Ring 7/8in@2'),
      ],
    },
  ],
  systems: items(
    'Rigging System - Ballroom Hang Point Package@1200|Rigging System - Box Truss Grid 40x20@3600',
  ),
  salesOnly: items(
    'Tie Line 1/8in Black (600ft)@3|Burlap 4ft Single-Use@0.5|Cable Ties Black Heavy (50)@0.5',
  ),
  labor: ['Head Rigger', 'Rigger', 'Up Rigger', 'Down Rigger', 'Motor Tech'],
};
