-- The enquiries of the contact pages' form. The id is the one the visitor's
-- browser chose for the enquiry and sends again on a retry: the primary key
-- makes any number of collectors store it once.
CREATE TABLE enquiries (
  id          text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  name        text NOT NULL,
  phone       text NOT NULL,
  mail        text NOT NULL,
  message     text NOT NULL,
  origin      text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX enquiries_received_at ON enquiries (received_at);
