CREATE TABLE "rent_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"category" text NOT NULL,
	"photo" "bytea",
	"photo_type" text,
	"photo_etag" text,
	"is_rented" boolean DEFAULT false NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_products_price_check" CHECK ("rent_products"."price_paise" > 0),
	CONSTRAINT "rent_products_category_check" CHECK ("rent_products"."category" in ('Books', 'Electronics', 'Sports Equipment', 'Furniture', 'Transport', 'Fashion')),
	CONSTRAINT "rent_products_photo_check" CHECK (("rent_products"."photo" is null) = ("rent_products"."photo_type" is null) and ("rent_products"."photo" is null) = ("rent_products"."photo_etag" is null))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"category" text NOT NULL,
	"photo" "bytea",
	"photo_type" text,
	"photo_etag" text,
	"is_rented" boolean DEFAULT false NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."price_paise" > 0),
	CONSTRAINT "services_category_check" CHECK ("services"."category" in ('Tutoring', 'Event Management', 'Photography', 'Graphic Design', 'Technical Support', 'Fitness Coaching', 'Music Lessons', 'Content Writing', 'Other')),
	CONSTRAINT "services_photo_check" CHECK (("services"."photo" is null) = ("services"."photo_type" is null) and ("services"."photo" is null) = ("services"."photo_etag" is null))
);
--> statement-breakpoint
ALTER TABLE "rent_products" ADD CONSTRAINT "rent_products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_products_seller_id_idx" ON "rent_products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "services_seller_id_idx" ON "services" USING btree ("seller_id");