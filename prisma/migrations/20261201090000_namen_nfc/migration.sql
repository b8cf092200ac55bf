-- Issue 28 item 8: names stored before text input was normalised to NFC (lib/api/invoer.ts) may be
-- in NFD ("Zoë" stored as "Zoe" + U+0308). The duplicate checks (gelijkeNaam in lib/db/zoeken.ts)
-- compare the NFC spelling, so such a name was not found as a duplicate of itself typed today, and
-- an NFD and an NFC row of one name could exist side by side.
--
-- What this migration does: it rewrites every stored name that is not in NFC to NFC
-- (normalize(x, NFC)), in the columns the duplicate checks compare:
--   - per administration, column naam: Tag, NotitieSoort, LeerlingdossierCategorie, Vestiging,
--     Leerjaar, Rol, Beoordelaar, Hoofdvakgebied, Vakgebied, FormulierTemplate, OppTemplate,
--     LeerlingplanTemplate, Leerroutepakket;
--   - per learning-route package: Leerroute.naam, Niveau.waarde;
--   - per OPP template: OppTemplateCategorie.code;
--   - Leerling.roepnaam and Leerling.achternaam (the possible-duplicate warning of a new pupil;
--     pupils of the same name are allowed, so every one is rewritten).
-- It merges, deletes and renames nothing else. Where a name's NFC spelling equals (case aside, as
-- the checks compare) the name of another row in the same scope, NEITHER row is changed: both are
-- kept as they are and listed as a NOTICE in the migration's output, for a person to rename one
-- (rewriting would give two rows one name, or break the unique index on the name).
-- Running it again changes nothing (only names not in NFC are touched).

DO $$
DECLARE
  s record;
  gelijk text;
  r record;
  n bigint;
BEGIN
  FOR s IN
    SELECT * FROM (VALUES
      ('Tag', 'naam', ARRAY['administratieNr']),
      ('NotitieSoort', 'naam', ARRAY['administratieNr']),
      ('LeerlingdossierCategorie', 'naam', ARRAY['administratieNr']),
      ('Vestiging', 'naam', ARRAY['administratieNr']),
      ('Leerjaar', 'naam', ARRAY['administratieNr']),
      ('Rol', 'naam', ARRAY['administratieNr']),
      ('Beoordelaar', 'naam', ARRAY['administratieNr']),
      ('Hoofdvakgebied', 'naam', ARRAY['administratieNr']),
      ('Vakgebied', 'naam', ARRAY['administratieNr']),
      ('FormulierTemplate', 'naam', ARRAY['administratieNr']),
      ('OppTemplate', 'naam', ARRAY['administratieNr']),
      ('LeerlingplanTemplate', 'naam', ARRAY['administratieNr']),
      ('Leerroutepakket', 'naam', ARRAY['administratieNr']),
      ('Leerroute', 'naam', ARRAY['leerroutepakketId']),
      ('Niveau', 'waarde', ARRAY['leerroutepakketId']),
      ('OppTemplateCategorie', 'code', ARRAY['administratieNr', 'templateId']),
      ('Leerling', 'roepnaam', NULL::text[]),
      ('Leerling', 'achternaam', NULL::text[])
    ) AS v(tabel, kolom, bereik)
  LOOP
    IF s.bereik IS NULL THEN
      EXECUTE format('UPDATE %1$I SET %2$I = normalize(%2$I, NFC) WHERE %2$I IS NOT NFC NORMALIZED', s.tabel, s.kolom);
      GET DIAGNOSTICS n = ROW_COUNT;
    ELSE
      SELECT string_agg(format('o.%1$I IS NOT DISTINCT FROM t.%1$I', b), ' AND ') INTO gelijk FROM unnest(s.bereik) AS b;
      -- Kept as they are: an NFD name whose NFC spelling another row of the scope already has.
      FOR r IN EXECUTE format(
        'SELECT t.%2$I AS naam, (%4$s) AS bereik FROM %1$I t
          WHERE t.%2$I IS NOT NFC NORMALIZED
            AND EXISTS (SELECT 1 FROM %1$I o WHERE %3$s AND o.ctid <> t.ctid AND lower(normalize(o.%2$I, NFC)) = lower(normalize(t.%2$I, NFC)))',
        s.tabel, s.kolom, gelijk, (SELECT string_agg(format('t.%I::text', b), ' || ''/'' || ') FROM unnest(s.bereik) AS b))
      LOOP
        RAISE NOTICE 'NFC: %.% "%" (%) niet herschreven: dezelfde naam bestaat al; beide rijen blijven, hernoem er een', s.tabel, s.kolom, normalize(r.naam, NFC), r.bereik;
      END LOOP;
      EXECUTE format(
        'UPDATE %1$I t SET %2$I = normalize(t.%2$I, NFC)
          WHERE t.%2$I IS NOT NFC NORMALIZED
            AND NOT EXISTS (SELECT 1 FROM %1$I o WHERE %3$s AND o.ctid <> t.ctid AND lower(normalize(o.%2$I, NFC)) = lower(normalize(t.%2$I, NFC)))',
        s.tabel, s.kolom, gelijk);
      GET DIAGNOSTICS n = ROW_COUNT;
    END IF;
    IF n > 0 THEN
      RAISE NOTICE 'NFC: %.%: % rij(en) herschreven', s.tabel, s.kolom, n;
    END IF;
  END LOOP;
END $$;
