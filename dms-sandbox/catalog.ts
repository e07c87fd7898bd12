import type { DMS_BODY_TYPES, DMS_FUEL_TYPES } from '../contract/dms.ts';

/**
 * Curated makes and models (dealer-domain notes §7): year spans of the US market, body, factory seats and doors,
 * base MSRP in USD, fuel, base horsepower, combined mpg (MPGe for EVs), size class and series (trims). A series
 * written `Name:hp` overrides the horsepower. `black` marks models on the Uber Black / Black SUV allowlist.
 * Figures are round, plausible values, good enough to make prices, categories and pictures believable.
 */

export type BodyType = (typeof DMS_BODY_TYPES)[number];
export type FuelType = (typeof DMS_FUEL_TYPES)[number];
export type SizeClass = 'subcompact' | 'compact' | 'midsize' | 'fullsize';

export interface SeriesSpec { name: string; hp: number; msrp: number }
export interface ModelSpec {
  make: string; model: string; yearFrom: number; yearTo: number; body: BodyType; seats: number; doors: number;
  msrp: number; fuel: FuelType; hp: number; mpg: number; size: SizeClass; series: SeriesSpec[];
  luxury: boolean; black: boolean;
}
export interface MakeSpec { make: string; wmi: string; luxury: boolean; weight: number; models: ModelSpec[] }

type Row = [string, number, number, BodyType, number, number, number, FuelType, number, number, SizeClass, string, ('B' | '')?];

function make(name: string, wmi: string, luxury: boolean, weight: number, rows: Row[]): MakeSpec {
  const models = rows.map(([model, yearFrom, yearTo, body, seats, doors, msrp, fuel, hp, mpg, size, series, flag]) => ({
    make: name, model, yearFrom, yearTo, body, seats, doors, msrp, fuel, hp, mpg, size, luxury, black: flag === 'B',
    // Each trim step costs about 9 % more: enough spread for price realism without a price per trim.
    series: series.split('|').map((s, i) => {
      const [label = s, power] = s.split(':');
      return { name: label, hp: power ? Number(power) : hp, msrp: Math.round(msrp * (1 + 0.09 * i)) };
    }),
  }));
  return { make: name, wmi, luxury, weight, models };
}

export const CATALOG: MakeSpec[] = [
  make('Toyota', '4T1', false, 14, [
    ['Corolla', 2010, 2026, 'sedan', 5, 4, 22000, 'gasoline', 169, 35, 'compact', 'L|LE|SE|XSE'],
    ['Camry', 2010, 2026, 'sedan', 5, 4, 27000, 'gasoline', 203, 32, 'midsize', 'LE|SE|XLE|XSE|TRD:301'],
    ['Camry Hybrid', 2012, 2026, 'sedan', 5, 4, 29500, 'hybrid', 208, 51, 'midsize', 'LE|SE|XLE'],
    ['RAV4', 2013, 2026, 'suv', 5, 4, 29000, 'gasoline', 203, 30, 'compact', 'LE|XLE|XLE Premium|Adventure|Limited'],
    ['RAV4 Hybrid', 2016, 2026, 'suv', 5, 4, 32000, 'hybrid', 219, 40, 'compact', 'LE|XLE|SE|XSE|Limited'],
    ['Highlander', 2014, 2026, 'suv', 8, 4, 38000, 'gasoline', 265, 24, 'midsize', 'L|LE|XLE|Limited|Platinum'],
    ['Tacoma', 2012, 2026, 'pickup', 5, 4, 31000, 'gasoline', 278, 20, 'midsize', 'SR|SR5|TRD Sport|TRD Off-Road|Limited|TRD Pro'],
    ['Tundra', 2014, 2026, 'pickup', 5, 4, 42000, 'gasoline', 381, 19, 'fullsize', 'SR|SR5|Limited|Platinum|1794 Edition|TRD Pro'],
    ['Sienna', 2013, 2026, 'minivan', 8, 4, 39000, 'gasoline', 296, 22, 'fullsize', 'L|LE|XLE|Limited'],
    ['Prius', 2012, 2026, 'hatchback', 5, 4, 26000, 'hybrid', 121, 56, 'compact', 'L Eco|LE|XLE|Limited'],
    ['4Runner', 2012, 2024, 'suv', 5, 4, 40000, 'gasoline', 270, 17, 'midsize', 'SR5|TRD Off-Road|Limited|TRD Pro'],
  ]),
  make('Honda', '1HG', false, 11, [
    ['Civic', 2012, 2026, 'sedan', 5, 4, 24000, 'gasoline', 158, 35, 'compact', 'LX|Sport|EX|Touring|Si:200|Type R:315'],
    ['Accord', 2012, 2026, 'sedan', 5, 4, 28000, 'gasoline', 192, 32, 'midsize', 'LX|Sport|EX-L|Touring|Sport 2.0T:252'],
    ['Accord Hybrid', 2017, 2026, 'sedan', 5, 4, 33000, 'hybrid', 204, 48, 'midsize', 'Sport|EX-L|Touring'],
    ['CR-V', 2012, 2026, 'suv', 5, 4, 30000, 'gasoline', 190, 30, 'compact', 'LX|EX|EX-L|Touring'],
    ['HR-V', 2016, 2026, 'suv', 5, 4, 24000, 'gasoline', 158, 28, 'subcompact', 'LX|Sport|EX-L'],
    ['Pilot', 2012, 2026, 'suv', 8, 4, 40000, 'gasoline', 285, 22, 'midsize', 'LX|Sport|EX-L|TrailSport|Touring|Elite'],
    ['Odyssey', 2012, 2026, 'minivan', 8, 4, 38000, 'gasoline', 280, 22, 'fullsize', 'EX|EX-L|Sport|Touring|Elite'],
    ['Ridgeline', 2017, 2026, 'pickup', 5, 4, 40000, 'gasoline', 280, 21, 'midsize', 'Sport|RTL|TrailSport|Black Edition'],
    ['Fit', 2012, 2020, 'hatchback', 5, 4, 17000, 'gasoline', 130, 36, 'subcompact', 'LX|Sport|EX|EX-L'],
  ]),
  make('Ford', '1FM', false, 13, [
    ['F-150', 2012, 2026, 'pickup', 5, 4, 38000, 'gasoline', 325, 20, 'fullsize', 'XL|XLT|Lariat|King Ranch|Platinum|Raptor:450'],
    ['Ranger', 2019, 2026, 'pickup', 5, 4, 30000, 'gasoline', 270, 22, 'midsize', 'XL|XLT|Lariat'],
    ['Escape', 2013, 2026, 'suv', 5, 4, 28000, 'gasoline', 180, 30, 'compact', 'S|SE|SEL|Titanium|ST-Line'],
    ['Explorer', 2012, 2026, 'suv', 7, 4, 38000, 'gasoline', 300, 23, 'midsize', 'Base|XLT|Limited|ST:400|Platinum'],
    ['Expedition', 2012, 2026, 'suv', 8, 4, 55000, 'gasoline', 380, 19, 'fullsize', 'XL|XLT|Limited|King Ranch|Platinum', 'B'],
    ['Mustang', 2012, 2026, 'coupe', 4, 2, 30000, 'gasoline', 310, 25, 'midsize', 'EcoBoost|EcoBoost Premium|GT:450|Mach 1:480|Shelby GT500:760'],
    ['Mustang Convertible', 2012, 2026, 'convertible', 4, 2, 36000, 'gasoline', 310, 24, 'midsize', 'EcoBoost Premium|GT Premium:450'],
    ['Bronco', 2021, 2026, 'suv', 5, 4, 40000, 'gasoline', 300, 20, 'midsize', 'Big Bend|Black Diamond|Outer Banks|Badlands|Wildtrak|Raptor:418'],
    ['Fusion', 2012, 2020, 'sedan', 5, 4, 24000, 'gasoline', 175, 27, 'midsize', 'S|SE|Titanium|Sport:325'],
    ['Transit', 2015, 2026, 'van', 3, 4, 45000, 'gasoline', 275, 17, 'fullsize', 'Cargo Van|Crew Van|High Roof'],
    ['Mustang Mach-E', 2021, 2026, 'suv', 5, 4, 45000, 'electric', 290, 100, 'midsize', 'Select|Premium|GT:480'],
  ]),
  make('Chevrolet', '1G1', false, 12, [
    ['Silverado 1500', 2012, 2026, 'pickup', 5, 4, 40000, 'gasoline', 355, 19, 'fullsize', 'WT|Custom|LT|RST|LTZ|High Country|ZR2:420'],
    ['Equinox', 2012, 2026, 'suv', 5, 4, 27000, 'gasoline', 175, 28, 'compact', 'LS|LT|RS|Premier'],
    ['Malibu', 2012, 2025, 'sedan', 5, 4, 25000, 'gasoline', 160, 31, 'midsize', 'LS|RS|LT|Premier:250'],
    ['Tahoe', 2012, 2026, 'suv', 8, 4, 55000, 'gasoline', 355, 18, 'fullsize', 'LS|LT|RST|Z71|Premier|High Country', 'B'],
    ['Suburban', 2012, 2026, 'suv', 8, 4, 58000, 'gasoline', 355, 17, 'fullsize', 'LS|LT|RST|Z71|Premier|High Country', 'B'],
    ['Traverse', 2012, 2026, 'suv', 8, 4, 36000, 'gasoline', 310, 21, 'midsize', 'LS|LT|RS|Premier|High Country'],
    ['Camaro', 2012, 2024, 'coupe', 4, 2, 28000, 'gasoline', 275, 23, 'midsize', '1LT|2LT|LT1:455|1SS:455|2SS:455|ZL1:650'],
    ['Corvette', 2014, 2026, 'coupe', 2, 2, 68000, 'gasoline', 490, 19, 'midsize', 'Stingray 1LT|Stingray 2LT|Stingray 3LT|Z06:670'],
    ['Bolt EV', 2017, 2023, 'hatchback', 5, 4, 31000, 'electric', 200, 120, 'subcompact', 'LT|Premier'],
    ['Trax', 2015, 2026, 'suv', 5, 4, 22000, 'gasoline', 137, 30, 'subcompact', 'LS|1RS|LT|2RS|ACTIV'],
    ['Colorado', 2015, 2026, 'pickup', 5, 4, 30000, 'gasoline', 310, 20, 'midsize', 'WT|LT|Z71|Trail Boss|ZR2'],
  ]),
  make('Nissan', '1N4', false, 8, [
    ['Altima', 2012, 2026, 'sedan', 5, 4, 26000, 'gasoline', 188, 32, 'midsize', 'S|SV|SR|SL|SR VC-Turbo:248'],
    ['Sentra', 2012, 2026, 'sedan', 5, 4, 20000, 'gasoline', 149, 33, 'compact', 'S|SV|SR'],
    ['Rogue', 2014, 2026, 'suv', 5, 4, 28000, 'gasoline', 201, 30, 'compact', 'S|SV|SL|Platinum'],
    ['Pathfinder', 2013, 2026, 'suv', 8, 4, 36000, 'gasoline', 284, 23, 'midsize', 'S|SV|SL|Platinum|Rock Creek'],
    ['Frontier', 2012, 2026, 'pickup', 5, 4, 30000, 'gasoline', 310, 20, 'midsize', 'S|SV|PRO-4X|PRO-X'],
    ['Leaf', 2013, 2025, 'hatchback', 5, 4, 29000, 'electric', 147, 111, 'compact', 'S|SV|SV Plus|SL Plus'],
    ['Z', 2023, 2026, 'coupe', 2, 2, 42000, 'gasoline', 400, 22, 'compact', 'Sport|Performance|Nismo:420'],
    ['Kicks', 2018, 2026, 'suv', 5, 4, 21000, 'gasoline', 122, 33, 'subcompact', 'S|SV|SR'],
  ]),
  make('Hyundai', '5NP', false, 7, [
    ['Elantra', 2012, 2026, 'sedan', 5, 4, 21000, 'gasoline', 147, 35, 'compact', 'SE|SEL|Limited|N Line:201|N:276'],
    ['Sonata', 2012, 2026, 'sedan', 5, 4, 26000, 'gasoline', 191, 31, 'midsize', 'SE|SEL|SEL Plus|Limited|N Line:290'],
    ['Tucson', 2014, 2026, 'suv', 5, 4, 28000, 'gasoline', 187, 28, 'compact', 'SE|SEL|N Line|XRT|Limited'],
    ['Santa Fe', 2013, 2026, 'suv', 5, 4, 33000, 'gasoline', 191, 25, 'midsize', 'SE|SEL|XRT|Limited|Calligraphy'],
    ['Palisade', 2020, 2026, 'suv', 8, 4, 37000, 'gasoline', 291, 22, 'midsize', 'SE|SEL|XRT|Limited|Calligraphy'],
    ['Ioniq 5', 2022, 2026, 'suv', 5, 4, 43000, 'electric', 225, 114, 'compact', 'SE|SEL|Limited|N:641'],
    ['Kona', 2018, 2026, 'suv', 5, 4, 24000, 'gasoline', 147, 32, 'subcompact', 'SE|SEL|N Line:195|Limited'],
  ]),
  make('Kia', '5XY', false, 7, [
    ['Forte', 2014, 2024, 'sedan', 5, 4, 20000, 'gasoline', 147, 34, 'compact', 'LX|LXS|GT-Line|GT:201'],
    ['K5', 2021, 2026, 'sedan', 5, 4, 26000, 'gasoline', 191, 31, 'midsize', 'LX|LXS|GT-Line|EX|GT:290'],
    ['Sportage', 2014, 2026, 'suv', 5, 4, 27000, 'gasoline', 187, 28, 'compact', 'LX|EX|SX|X-Pro|SX Prestige'],
    ['Sorento', 2014, 2026, 'suv', 7, 4, 31000, 'gasoline', 191, 26, 'midsize', 'LX|S|EX|SX|X-Line SX Prestige'],
    ['Telluride', 2020, 2026, 'suv', 8, 4, 37000, 'gasoline', 291, 21, 'midsize', 'LX|S|EX|SX|SX Prestige'],
    ['Carnival', 2022, 2026, 'minivan', 8, 4, 35000, 'gasoline', 287, 22, 'fullsize', 'LX|LXS|EX|SX|SX Prestige'],
    ['Soul', 2014, 2025, 'hatchback', 5, 4, 20000, 'gasoline', 147, 31, 'subcompact', 'LX|S|GT-Line|EX'],
    ['EV6', 2022, 2026, 'suv', 5, 4, 43000, 'electric', 225, 117, 'compact', 'Light|Wind|GT-Line|GT:576'],
  ]),
  make('Jeep', '1C4', false, 7, [
    ['Wrangler', 2012, 2026, 'suv', 5, 4, 34000, 'gasoline', 285, 19, 'compact', 'Sport|Sport S|Willys|Sahara|Rubicon|Rubicon 392:470'],
    ['Grand Cherokee', 2012, 2026, 'suv', 5, 4, 40000, 'gasoline', 293, 22, 'midsize', 'Laredo|Altitude|Limited|Overland|Summit|SRT:475|Trackhawk:707'],
    ['Cherokee', 2014, 2023, 'suv', 5, 4, 28000, 'gasoline', 180, 25, 'compact', 'Latitude|Latitude Lux|Limited|Trailhawk'],
    ['Compass', 2012, 2026, 'suv', 5, 4, 26000, 'gasoline', 200, 26, 'compact', 'Sport|Latitude|Limited|Trailhawk'],
    ['Gladiator', 2020, 2026, 'pickup', 5, 4, 38000, 'gasoline', 285, 19, 'midsize', 'Sport|Sport S|Overland|Rubicon|Mojave'],
  ]),
  make('Ram', '1C6', false, 5, [
    ['1500', 2012, 2026, 'pickup', 5, 4, 40000, 'gasoline', 305, 20, 'fullsize', 'Tradesman|Big Horn|Laramie|Rebel|Limited|TRX:702'],
    ['2500', 2012, 2026, 'pickup', 5, 4, 47000, 'diesel', 370, 16, 'fullsize', 'Tradesman|Big Horn|Laramie|Power Wagon|Limited'],
    ['ProMaster', 2014, 2026, 'van', 2, 4, 40000, 'gasoline', 276, 17, 'fullsize', 'Cargo Van|High Roof'],
  ]),
  make('GMC', '1GT', false, 5, [
    ['Sierra 1500', 2012, 2026, 'pickup', 5, 4, 42000, 'gasoline', 355, 19, 'fullsize', 'Pro|SLE|Elevation|SLT|AT4|Denali'],
    ['Yukon', 2012, 2026, 'suv', 8, 4, 58000, 'gasoline', 355, 18, 'fullsize', 'SLE|SLT|AT4|Denali', 'B'],
    ['Yukon XL', 2012, 2026, 'suv', 8, 4, 61000, 'gasoline', 355, 17, 'fullsize', 'SLE|SLT|AT4|Denali', 'B'],
    ['Acadia', 2013, 2026, 'suv', 7, 4, 38000, 'gasoline', 310, 22, 'midsize', 'SLE|SLT|AT4|Denali'],
    ['Terrain', 2012, 2026, 'suv', 5, 4, 29000, 'gasoline', 175, 28, 'compact', 'SLE|SLT|AT4|Denali'],
    ['Canyon', 2015, 2026, 'pickup', 5, 4, 32000, 'gasoline', 310, 20, 'midsize', 'Elevation|AT4|Denali|AT4X'],
  ]),
  make('Subaru', '4S4', false, 5, [
    ['Outback', 2012, 2026, 'wagon', 5, 4, 29000, 'gasoline', 182, 28, 'midsize', 'Base|Premium|Onyx Edition|Limited|Touring|Wilderness:260'],
    ['Forester', 2012, 2026, 'suv', 5, 4, 28000, 'gasoline', 180, 29, 'compact', 'Base|Premium|Sport|Limited|Touring'],
    ['Crosstrek', 2013, 2026, 'suv', 5, 4, 25000, 'gasoline', 152, 29, 'subcompact', 'Base|Premium|Sport|Limited'],
    ['Impreza', 2012, 2026, 'hatchback', 5, 4, 21000, 'gasoline', 152, 30, 'compact', 'Base|Premium|Sport|RS'],
    ['WRX', 2015, 2026, 'sedan', 5, 4, 32000, 'gasoline', 271, 22, 'compact', 'Base|Premium|Limited|GT|STI:310'],
    ['Ascent', 2019, 2026, 'suv', 8, 4, 36000, 'gasoline', 260, 22, 'midsize', 'Base|Premium|Onyx Edition|Limited|Touring'],
  ]),
  make('Mazda', 'JM1', false, 4, [
    ['Mazda3', 2012, 2026, 'hatchback', 5, 4, 23000, 'gasoline', 155, 31, 'compact', 'S|Select|Preferred|Premium|Turbo:250'],
    ['Mazda6', 2012, 2021, 'sedan', 5, 4, 25000, 'gasoline', 187, 29, 'midsize', 'Sport|Touring|Grand Touring|Signature:250'],
    ['CX-5', 2013, 2026, 'suv', 5, 4, 28000, 'gasoline', 187, 28, 'compact', 'Sport|Touring|Carbon Edition|Grand Touring|Signature:256'],
    ['CX-9', 2016, 2023, 'suv', 7, 4, 36000, 'gasoline', 227, 23, 'midsize', 'Sport|Touring|Carbon Edition|Grand Touring|Signature'],
    ['MX-5 Miata', 2012, 2026, 'convertible', 2, 2, 29000, 'gasoline', 181, 30, 'subcompact', 'Sport|Club|Grand Touring'],
    ['CX-90', 2024, 2026, 'suv', 7, 4, 40000, 'gasoline', 280, 25, 'midsize', 'Select|Preferred|Premium|Turbo S:340'],
  ]),
  make('Volkswagen', '3VW', false, 4, [
    ['Jetta', 2012, 2026, 'sedan', 5, 4, 22000, 'gasoline', 158, 34, 'compact', 'S|Sport|SE|SEL|GLI:228'],
    ['Golf', 2012, 2021, 'hatchback', 5, 4, 24000, 'gasoline', 147, 32, 'compact', 'S|SE|GTI:241|R:288'],
    ['Tiguan', 2012, 2026, 'suv', 5, 4, 29000, 'gasoline', 184, 26, 'compact', 'S|SE|SE R-Line|SEL R-Line'],
    ['Atlas', 2018, 2026, 'suv', 7, 4, 37000, 'gasoline', 269, 21, 'midsize', 'SE|SE with Technology|Peak Edition|SEL|SEL Premium R-Line'],
    ['Passat', 2012, 2022, 'sedan', 5, 4, 25000, 'gasoline', 174, 28, 'midsize', 'S|SE|R-Line|SEL|GT:280'],
    ['ID.4', 2021, 2026, 'suv', 5, 4, 40000, 'electric', 201, 107, 'compact', 'Standard|Pro|Pro S|Pro S Plus'],
  ]),
  make('Tesla', '5YJ', false, 4, [
    ['Model 3', 2018, 2026, 'sedan', 5, 4, 42000, 'electric', 283, 132, 'midsize', 'Standard Range Plus|Long Range|Performance:510'],
    ['Model Y', 2020, 2026, 'suv', 5, 4, 48000, 'electric', 384, 122, 'midsize', 'Long Range|Performance:456'],
    ['Model S', 2013, 2026, 'sedan', 5, 4, 80000, 'electric', 670, 120, 'fullsize', 'Long Range|Plaid:1020', 'B'],
    ['Model X', 2016, 2026, 'suv', 7, 4, 90000, 'electric', 670, 102, 'fullsize', 'Long Range|Plaid:1020', 'B'],
  ]),
  make('Dodge', '2C3', false, 3, [
    ['Charger', 2012, 2023, 'sedan', 5, 4, 33000, 'gasoline', 292, 23, 'fullsize', 'SXT|GT:300|R/T:370|Scat Pack:485|SRT Hellcat:717'],
    ['Challenger', 2012, 2023, 'coupe', 5, 2, 31000, 'gasoline', 303, 23, 'fullsize', 'SXT|GT|R/T:375|R/T Scat Pack:485|SRT Hellcat:717'],
    ['Durango', 2014, 2026, 'suv', 7, 4, 40000, 'gasoline', 293, 21, 'midsize', 'SXT|GT|Citadel|R/T:360|SRT 392:475'],
    ['Grand Caravan', 2012, 2020, 'minivan', 7, 4, 28000, 'gasoline', 283, 21, 'fullsize', 'SE|SE Plus|SXT|GT'],
  ]),
  make('Chrysler', '2C4', false, 2, [
    ['Pacifica', 2017, 2026, 'minivan', 7, 4, 38000, 'gasoline', 287, 22, 'fullsize', 'Touring|Touring L|Limited|Pinnacle'],
    ['Pacifica Hybrid', 2017, 2026, 'minivan', 7, 4, 50000, 'phev', 260, 82, 'fullsize', 'Select|Limited|Pinnacle'],
    ['300', 2012, 2023, 'sedan', 5, 4, 33000, 'gasoline', 292, 23, 'fullsize', 'Touring|Touring L|300S:300|300C:363'],
  ]),
  make('Buick', '5GA', false, 2, [
    ['Enclave', 2013, 2026, 'suv', 7, 4, 42000, 'gasoline', 310, 21, 'midsize', 'Preferred|Essence|Premium|Avenir'],
    ['Encore', 2013, 2022, 'suv', 5, 4, 24000, 'gasoline', 138, 30, 'subcompact', 'Preferred|Sport Touring|Essence'],
    ['Envision', 2016, 2026, 'suv', 5, 4, 34000, 'gasoline', 228, 25, 'compact', 'Preferred|Essence|Avenir'],
    ['Encore GX', 2020, 2026, 'suv', 5, 4, 26000, 'gasoline', 155, 30, 'subcompact', 'Preferred|Sport Touring|Essence|Avenir'],
  ]),
  make('Mitsubishi', 'JA4', false, 2, [
    ['Outlander', 2014, 2026, 'suv', 7, 4, 28000, 'gasoline', 181, 26, 'compact', 'ES|SE|SEL|Ralliart'],
    ['Outlander PHEV', 2018, 2026, 'suv', 7, 4, 40000, 'phev', 248, 64, 'compact', 'ES|SE|SEL'],
    ['Mirage', 2014, 2024, 'hatchback', 5, 4, 16000, 'gasoline', 78, 39, 'subcompact', 'ES|SE|LE'],
    ['Eclipse Cross', 2018, 2026, 'suv', 5, 4, 25000, 'gasoline', 152, 26, 'compact', 'ES|LE|SE|SEL'],
  ]),
  make('Mini', 'WMW', false, 1, [
    ['Cooper', 2012, 2026, 'hatchback', 4, 2, 24000, 'gasoline', 134, 32, 'subcompact', 'Classic|Signature|S:189|John Cooper Works:228'],
    ['Cooper Convertible', 2012, 2026, 'convertible', 4, 2, 30000, 'gasoline', 134, 30, 'subcompact', 'Classic|S:189|John Cooper Works:228'],
    ['Countryman', 2012, 2026, 'suv', 5, 4, 30000, 'gasoline', 134, 28, 'subcompact', 'Classic|S ALL4:189|JCW ALL4:301'],
  ]),
  make('Lexus', 'JTH', true, 4, [
    ['ES', 2013, 2026, 'sedan', 5, 4, 42000, 'gasoline', 302, 25, 'midsize', 'ES 250|ES 350|ES 300h|ES 350 F Sport', 'B'],
    ['IS', 2014, 2026, 'sedan', 5, 4, 40000, 'gasoline', 241, 24, 'compact', 'IS 300|IS 350 F Sport:311|IS 500 F Sport Performance:472'],
    ['RX', 2013, 2026, 'suv', 5, 4, 49000, 'gasoline', 295, 23, 'midsize', 'RX 350|RX 350 F Sport|RX 450h|RX 500h F Sport Performance:366', 'B'],
    ['NX', 2015, 2026, 'suv', 5, 4, 40000, 'gasoline', 235, 25, 'compact', 'NX 250|NX 350|NX 350h|NX 450h+'],
    ['GX', 2012, 2026, 'suv', 7, 4, 58000, 'gasoline', 301, 17, 'midsize', 'Premium|Luxury|Overtrail', 'B'],
    ['LX', 2012, 2026, 'suv', 8, 4, 90000, 'gasoline', 409, 17, 'fullsize', 'LX 570|LX 600|LX 600 Ultra Luxury', 'B'],
    ['LS', 2013, 2026, 'sedan', 5, 4, 78000, 'gasoline', 416, 22, 'fullsize', 'LS 500|LS 500 F Sport|LS 500h', 'B'],
  ]),
  make('Mercedes-Benz', 'W1K', true, 4, [
    ['C-Class', 2012, 2026, 'sedan', 5, 4, 45000, 'gasoline', 255, 27, 'compact', 'C 300|C 300 4MATIC|AMG C 43:402|AMG C 63:503'],
    ['E-Class', 2012, 2026, 'sedan', 5, 4, 58000, 'gasoline', 255, 25, 'midsize', 'E 350|E 350 4MATIC|E 450 4MATIC:375|AMG E 53:429|AMG E 63 S:603', 'B'],
    ['S-Class', 2014, 2026, 'sedan', 5, 4, 110000, 'gasoline', 429, 21, 'fullsize', 'S 500 4MATIC|S 580 4MATIC:496|Maybach S 580:496|AMG S 63:791', 'B'],
    ['GLC', 2016, 2026, 'suv', 5, 4, 47000, 'gasoline', 255, 24, 'compact', 'GLC 300|GLC 300 4MATIC|AMG GLC 43:385'],
    ['GLE', 2016, 2026, 'suv', 5, 4, 60000, 'gasoline', 255, 22, 'midsize', 'GLE 350|GLE 450 4MATIC:375|AMG GLE 53:429|AMG GLE 63 S:603', 'B'],
    ['GLS', 2017, 2026, 'suv', 7, 4, 86000, 'gasoline', 375, 20, 'fullsize', 'GLS 450 4MATIC|GLS 580 4MATIC:510|AMG GLS 63:603|Maybach GLS 600:550', 'B'],
    ['CLA', 2014, 2026, 'sedan', 5, 4, 40000, 'gasoline', 221, 29, 'compact', 'CLA 250|CLA 250 4MATIC|AMG CLA 35:302|AMG CLA 45:382'],
  ]),
  make('BMW', 'WBA', true, 4, [
    ['3 Series', 2012, 2026, 'sedan', 5, 4, 44000, 'gasoline', 255, 30, 'compact', '330i|330i xDrive|M340i:382|M3:473'],
    ['5 Series', 2012, 2026, 'sedan', 5, 4, 57000, 'gasoline', 248, 28, 'midsize', '530i|530i xDrive|540i xDrive:335|M550i xDrive:523|M5:617', 'B'],
    ['7 Series', 2012, 2026, 'sedan', 5, 4, 94000, 'gasoline', 375, 22, 'fullsize', '740i|740i xDrive|760i xDrive:536', 'B'],
    ['X3', 2012, 2026, 'suv', 5, 4, 47000, 'gasoline', 248, 25, 'compact', 'sDrive30i|xDrive30i|M40i:382|X3 M:473'],
    ['X5', 2012, 2026, 'suv', 5, 4, 64000, 'gasoline', 335, 23, 'midsize', 'sDrive40i|xDrive40i|xDrive50e|M60i:523|X5 M:617', 'B'],
    ['X7', 2019, 2026, 'suv', 7, 4, 80000, 'gasoline', 375, 21, 'fullsize', 'xDrive40i|M60i:523|Alpina XB7:631', 'B'],
    ['4 Series Convertible', 2014, 2026, 'convertible', 4, 2, 55000, 'gasoline', 255, 27, 'compact', '430i|430i xDrive|M440i:382|M4 Competition:503'],
  ]),
  make('Audi', 'WAU', true, 3, [
    ['A4', 2012, 2026, 'sedan', 5, 4, 41000, 'gasoline', 201, 28, 'compact', 'Premium|Premium Plus|Prestige|S4:349'],
    ['A6', 2012, 2026, 'sedan', 5, 4, 57000, 'gasoline', 261, 26, 'midsize', 'Premium|Premium Plus|Prestige|S6:444|RS 6 Avant:591', 'B'],
    ['Q5', 2013, 2026, 'suv', 5, 4, 45000, 'gasoline', 261, 25, 'compact', 'Premium|Premium Plus|Prestige|SQ5:349'],
    ['Q7', 2012, 2026, 'suv', 7, 4, 60000, 'gasoline', 261, 21, 'midsize', 'Premium|Premium Plus|Prestige|SQ7:500', 'B'],
    ['A5 Cabriolet', 2012, 2024, 'convertible', 4, 2, 52000, 'gasoline', 261, 26, 'compact', 'Premium|Premium Plus|Prestige|S5:349'],
    ['e-tron GT', 2022, 2026, 'sedan', 4, 4, 105000, 'electric', 522, 82, 'midsize', 'Premium Plus|Prestige|RS e-tron GT:637'],
  ]),
  make('Cadillac', '1G6', true, 2, [
    ['Escalade', 2012, 2026, 'suv', 7, 4, 82000, 'gasoline', 420, 16, 'fullsize', 'Luxury|Premium Luxury|Sport|Platinum|V:682', 'B'],
    ['XT5', 2017, 2026, 'suv', 5, 4, 45000, 'gasoline', 235, 23, 'midsize', 'Luxury|Premium Luxury|Sport'],
    ['XT6', 2020, 2025, 'suv', 7, 4, 50000, 'gasoline', 310, 21, 'midsize', 'Luxury|Premium Luxury|Sport', 'B'],
    ['CT5', 2020, 2026, 'sedan', 5, 4, 38000, 'gasoline', 237, 26, 'midsize', 'Luxury|Premium Luxury|Sport|V:360|V-Blackwing:668', 'B'],
    ['CT6', 2016, 2020, 'sedan', 5, 4, 58000, 'gasoline', 335, 22, 'fullsize', 'Luxury|Premium Luxury|Platinum:404', 'B'],
  ]),
  make('Lincoln', '5LM', true, 2, [
    ['Navigator', 2012, 2026, 'suv', 8, 4, 80000, 'gasoline', 440, 18, 'fullsize', 'Standard|Reserve|Black Label', 'B'],
    ['Aviator', 2020, 2026, 'suv', 7, 4, 55000, 'gasoline', 400, 21, 'midsize', 'Standard|Reserve|Grand Touring:494|Black Label', 'B'],
    ['Nautilus', 2019, 2026, 'suv', 5, 4, 46000, 'gasoline', 250, 23, 'midsize', 'Standard|Select|Reserve|Black Label'],
    ['Continental', 2017, 2020, 'sedan', 5, 4, 47000, 'gasoline', 335, 20, 'fullsize', 'Standard|Select|Reserve|Black Label', 'B'],
    ['Corsair', 2020, 2026, 'suv', 5, 4, 38000, 'gasoline', 250, 25, 'compact', 'Standard|Reserve|Grand Touring'],
  ]),
  make('Acura', '19U', true, 2, [
    ['MDX', 2014, 2026, 'suv', 7, 4, 50000, 'gasoline', 290, 22, 'midsize', 'Base|Technology|A-Spec|Advance|Type S:355'],
    ['RDX', 2013, 2026, 'suv', 5, 4, 44000, 'gasoline', 272, 24, 'compact', 'Base|Technology|A-Spec|Advance'],
    ['TLX', 2015, 2026, 'sedan', 5, 4, 44000, 'gasoline', 272, 25, 'midsize', 'Base|Technology|A-Spec|Advance|Type S:355'],
    ['Integra', 2023, 2026, 'hatchback', 5, 4, 32000, 'gasoline', 200, 32, 'compact', 'Base|A-Spec|A-Spec Technology|Type S:320'],
  ]),
  make('Infiniti', '5N1', true, 1, [
    ['QX60', 2014, 2026, 'suv', 7, 4, 50000, 'gasoline', 295, 22, 'midsize', 'Pure|Luxe|Sensory|Autograph'],
    ['QX80', 2012, 2026, 'suv', 8, 4, 75000, 'gasoline', 400, 16, 'fullsize', 'Luxe|Premium Select|Sensory|Autograph', 'B'],
    ['Q50', 2014, 2024, 'sedan', 5, 4, 42000, 'gasoline', 300, 23, 'midsize', 'Luxe|Sensory|Red Sport 400:400'],
    ['QX50', 2019, 2025, 'suv', 5, 4, 42000, 'gasoline', 268, 26, 'compact', 'Pure|Luxe|Sport|Sensory|Autograph'],
  ]),
  make('Genesis', 'KMT', true, 1, [
    ['G70', 2019, 2026, 'sedan', 5, 4, 42000, 'gasoline', 300, 22, 'compact', '2.5T|3.3T Sport:365|3.3T Sport Prestige:365'],
    ['G80', 2017, 2026, 'sedan', 5, 4, 53000, 'gasoline', 300, 23, 'midsize', '2.5T|2.5T Advanced|3.5T Sport:375|3.5T Sport Prestige:375', 'B'],
    ['G90', 2017, 2026, 'sedan', 5, 4, 89000, 'gasoline', 409, 20, 'fullsize', '3.5T|3.5T E-Supercharger', 'B'],
    ['GV70', 2022, 2026, 'suv', 5, 4, 45000, 'gasoline', 300, 22, 'compact', '2.5T Select|2.5T Advanced|3.5T Sport:375|3.5T Sport Prestige:375'],
    ['GV80', 2021, 2026, 'suv', 7, 4, 57000, 'gasoline', 300, 21, 'midsize', '2.5T|2.5T Advanced|3.5T Prestige:375', 'B'],
  ]),
  make('Volvo', 'YV4', true, 2, [
    ['XC90', 2012, 2026, 'suv', 7, 4, 58000, 'gasoline', 247, 24, 'midsize', 'Core|Plus|Ultimate|Recharge T8:455', 'B'],
    ['XC60', 2014, 2026, 'suv', 5, 4, 46000, 'gasoline', 247, 25, 'compact', 'Core|Plus|Ultimate|Recharge T8:455'],
    ['S60', 2012, 2024, 'sedan', 5, 4, 43000, 'gasoline', 247, 27, 'compact', 'Core|Plus|Ultimate|Polestar Engineered:415'],
    ['S90', 2017, 2025, 'sedan', 5, 4, 56000, 'gasoline', 247, 26, 'midsize', 'Momentum|Inscription|Recharge T8:455', 'B'],
    ['XC40', 2019, 2026, 'suv', 5, 4, 38000, 'gasoline', 194, 26, 'subcompact', 'Core|Plus|Ultimate'],
  ]),
  make('Porsche', 'WP0', true, 1, [
    ['911', 2012, 2026, 'coupe', 4, 2, 110000, 'gasoline', 379, 20, 'compact', 'Carrera|Carrera S:443|Carrera 4S:443|Turbo:572|Turbo S:640|GT3:502'],
    ['Cayenne', 2012, 2026, 'suv', 5, 4, 80000, 'gasoline', 348, 19, 'midsize', 'Base|S:468|GTS:493|Turbo:650'],
    ['Macan', 2015, 2026, 'suv', 5, 4, 60000, 'gasoline', 261, 21, 'compact', 'Base|T|S:375|GTS:434'],
    ['Panamera', 2012, 2026, 'sedan', 4, 4, 92000, 'gasoline', 325, 21, 'fullsize', 'Base|4|4S:443|GTS:473|Turbo S:620', 'B'],
    ['Taycan', 2020, 2026, 'sedan', 4, 4, 90000, 'electric', 402, 79, 'midsize', '4|4S:562|GTS:590|Turbo:697|Turbo S:750'],
  ]),
  make('Land Rover', 'SAL', true, 1, [
    ['Range Rover', 2013, 2026, 'suv', 5, 4, 100000, 'gasoline', 395, 19, 'fullsize', 'SE|HSE|Autobiography|SV:606', 'B'],
    ['Range Rover Sport', 2014, 2026, 'suv', 5, 4, 80000, 'gasoline', 355, 20, 'midsize', 'SE|Dynamic SE|Autobiography|SV:626', 'B'],
    ['Defender', 2020, 2026, 'suv', 5, 4, 55000, 'gasoline', 296, 19, 'midsize', '90 S|110 S|110 SE|110 X|130 Outbound|V8:518'],
    ['Discovery', 2017, 2026, 'suv', 7, 4, 58000, 'gasoline', 355, 19, 'midsize', 'S|SE|HSE|Dynamic HSE'],
  ]),
  make('Jaguar', 'SAJ', true, 1, [
    ['F-PACE', 2017, 2026, 'suv', 5, 4, 55000, 'gasoline', 246, 23, 'midsize', 'Prestige|R-Dynamic S:395|SVR:550'],
    ['F-TYPE Convertible', 2014, 2024, 'convertible', 2, 2, 75000, 'gasoline', 296, 22, 'compact', 'P300|R-Dynamic:444|R:575'],
    ['XF', 2012, 2024, 'sedan', 5, 4, 50000, 'gasoline', 246, 25, 'midsize', 'Premium|Prestige|R-Dynamic SE:296'],
    ['I-PACE', 2019, 2024, 'suv', 5, 4, 70000, 'electric', 394, 76, 'midsize', 'S|SE|HSE'],
  ]),
];

/** Makes by popularity on a used lot, for weighted picks. */
export const MAKE_WEIGHTS: readonly (readonly [MakeSpec, number])[] = CATALOG.map((m) => [m, m.weight] as const);
