DROP INDEX "vehicles_purchase_date_idx";--> statement-breakpoint
DROP INDEX "vehicles_list_price_idx";--> statement-breakpoint
DROP INDEX "vehicles_car_year_idx";--> statement-breakpoint
DROP INDEX "vehicles_mileage_idx";--> statement-breakpoint
DROP INDEX "vehicles_make_idx";--> statement-breakpoint
DROP INDEX "vehicles_model_idx";--> statement-breakpoint
DROP INDEX "vehicles_active_idx";--> statement-breakpoint
CREATE INDEX "vehicles_purchase_date_stockid_idx" ON "vehicles" USING btree ("purchase_date","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_list_price_stockid_idx" ON "vehicles" USING btree ("list_price","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_car_year_stockid_idx" ON "vehicles" USING btree ("car_year","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_mileage_stockid_idx" ON "vehicles" USING btree ("mileage","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_make_stockid_idx" ON "vehicles" USING btree ("make","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_model_stockid_idx" ON "vehicles" USING btree ("model","stockid");--> statement-breakpoint
CREATE INDEX "vehicles_active_stockid_idx" ON "vehicles" USING btree ("active","stockid");