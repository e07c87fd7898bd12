import type { StageFields } from './prepare.ts';
import { BinaryCopyWriter } from './copyBinary.ts';

/** A new or changed vehicle on its way to sync_staging. */
export interface StagedRow {
  stockid: string;
  hash: string;
  fields: StageFields;
}

/** Rows numbered firstSeq, firstSeq+1, … as binary COPY data, as built by the feed reader. */
export interface StagedBatch {
  copy: Uint8Array<ArrayBuffer>;
}

/** sync_staging's columns in the order stagedBatch() writes them. */
export const STAGING_COLUMNS =
  'run_id, seq, stockid, hash, vin, make, model, series, car_year, mileage, purchase_date, list_price, ride_share_category, lifestyle_category, body_value, data, summary, list_part, list_part_slim, spin_20, spin_45, spin_60, has_interior';
const FIELDS = STAGING_COLUMNS.split(',').length;

export function stagedBatch(runId: number, firstSeq: number, rows: StagedRow[]): StagedBatch {
  if (rows.length === 0) return { copy: new Uint8Array(0) };
  // ~10 KB a vehicle (record, summary and list parts): sized once so the buffer rarely grows.
  const w = new BinaryCopyWriter(rows.length * 11000);
  rows.forEach((r, i) => {
    const [
      vin,
      make,
      model,
      series,
      carYear,
      mileage,
      purchaseDate,
      listPrice,
      rideShare,
      lifestyle,
      bodyValue,
      data,
      summary,
      listPart,
      listPartSlim,
      spin20,
      spin45,
      spin60,
      hasInterior,
    ] = r.fields;
    w.row(FIELDS)
      .int8(runId)
      .int4(firstSeq + i)
      .text(r.stockid)
      .text(r.hash);
    w.text(vin).text(make).text(model).text(series).int4(carYear).int4(mileage).date(purchaseDate).numeric(listPrice);
    if (rideShare === null) w.null();
    else w.text(rideShare);
    w.jsonb(lifestyle);
    if (bodyValue === null) w.null();
    else w.text(bodyValue);
    w.text(data)
      .text(summary)
      .text(listPart)
      .text(listPartSlim)
      .int4(spin20)
      .int4(spin45)
      .int4(spin60)
      .bool(hasInterior);
  });
  return { copy: w.finish() };
}
