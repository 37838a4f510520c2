/** Word lists for people, places and companies in the demo data. */

export const FIRST_NAMES = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph ' +
  'Jessica Thomas Sarah Chris Karen Daniel Lisa Matthew Nancy Anthony Betty Mark Sandra Steven Ashley Andrew ' +
  'Kimberly Josh Emily Kevin Donna Brian Michelle Jason Carol Ryan Amanda Jacob Melissa Gary Deborah Nick ' +
  'Stephanie Eric Rebecca Jonathan Laura Justin Sharon Scott Cynthia Brandon Kathleen Ben Amy Sam Angela ' +
  'Greg Shirley Alex Emma Frank Brenda Ray Pamela Jack Nicole Dennis Anna Jerry Samantha Tyler Katherine ' +
  'Aaron Christine Jose Debra Adam Rachel Nathan Carolyn Henry Janet Zach Maria Doug Olivia Peter Heather ' +
  'Kyle Diane Noah Julie Ethan Joyce Jeremy Victoria Christian Kelly Keith Lauren Roger Christina Terry Joan ' +
  'Austin Evelyn Sean Judith Gerald Megan Carl Andrea Dylan Cheryl Harold Hannah Jordan Jacqueline Jesse ' +
  'Martha Bryan Gloria Lawrence Teresa Arthur Ann Gabriel Sara Bruce Madison Logan Frances Billy Kathryn ' +
  'Joe Janice Alan Jean Juan Abigail Elijah Alice Willie Judy Albert Sophia Wayne Grace Randy Denise Mason ' +
  'Amber Vincent Doris Liam Marilyn Roy Danielle Bobby Beverly Caleb Isabella Bradley Theresa Russell Diana'
).split(' ');

export const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis ' +
  'Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall ' +
  'Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes ' +
  'Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard ' +
  'Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price ' +
  'Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell ' +
  'Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton ' +
  'Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar ' +
  'Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas'
).split(' ');

export const NICKNAMES: Record<string, string> = {
  Robert: 'Bob',
  William: 'Bill',
  Richard: 'Rick',
  Michael: 'Mike',
  Thomas: 'Tom',
  Anthony: 'Tony',
  Matthew: 'Matt',
  Daniel: 'Danny',
  Elizabeth: 'Liz',
  Jennifer: 'Jen',
  Katherine: 'Kate',
  Samantha: 'Sam',
  Jonathan: 'Jon',
  Gabriel: 'Gabe',
  Lawrence: 'Larry',
};

/** US states the company works in: [code, mobile area code, weight]. */
export const STATES: readonly (readonly [string, string, number])[] = [
  ['TX', '214', 30],
  ['FL', '407', 14],
  ['NV', '702', 10],
  ['TN', '615', 8],
  ['GA', '404', 7],
  ['CA', '213', 7],
  ['IL', '312', 6],
  ['CO', '303', 5],
  ['AZ', '602', 5],
  ['NY', '212', 4],
  ['LA', '504', 4],
  ['NC', '704', 3],
  ['OK', '405', 3],
  ['MO', '314', 2],
  ['WA', '206', 2],
];

export const VENDOR_COMPANIES = [
  'Brightline Rentals',
  'Gulf Coast Staging Supply',
  'Lone Star Truss & Rigging',
  'Sunbelt Power Solutions',
  'Pixel Forge LED',
  'Midwest Audio Sub-Rentals',
  'Crescent City Lighting',
  'Desert Sky Productions',
  'Blue Ridge Backline',
  'Summit Crew Services',
  'Harbor Freight Trucking',
  'Cascade Drape & Scenic',
  'Metro Video Systems',
  'Peachtree Event Labor',
  'Rocky Mountain Rigging Co',
];
