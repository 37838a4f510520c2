-- Offer links are in the mail sent only (server/features/offers/tokens.ts): the invites already in
-- the outbox get their link masked. A link in a mail already sent keeps working (its hash is kept);
-- an invite not sent yet gets its link drawn when it is sent.
UPDATE "outbox_messages" SET
  "text_body" = regexp_replace("text_body", '/offers/[A-Za-z0-9_-]{43}', '/offers/[link-in-the-sent-mail-only]', 'g'),
  "html_body" = regexp_replace("html_body", '/offers/[A-Za-z0-9_-]{43}', '/offers/[link-in-the-sent-mail-only]', 'g')
WHERE "kind" = 'invite' AND ("text_body" ~ '/offers/[A-Za-z0-9_-]{43}' OR "html_body" ~ '/offers/[A-Za-z0-9_-]{43}');
