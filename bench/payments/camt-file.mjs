// A camt.054.001.08 as a bank delivers a busy month of QR-bill credits: `count` payments in
// batch entries of 100 transaction details each, every detail with its references, debtor
// address and QR reference (of invoices that do not exist: each payment waits unassigned,
// which is the most work per payment). About 500 bytes per payment.

/** A QR reference (26 digits + check digit, recursive mod 10) of a number. */
function qrReference(number) {
  const digits = String(number).padStart(26, '0');
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const digit of digits) carry = table[(carry + Number(digit)) % 10];
  return digits + String((10 - carry) % 10);
}

const chf = (rappen) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;

function detail(n) {
  const amount = 10_000 + ((n * 7919) % 90_000);
  return {
    amount,
    xml: `<TxDtls><Refs><AcctSvcrRef>BENCH-TX-${n}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs><Amt Ccy="CHF">${chf(amount)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>` +
      `<RltdPties><Dbtr><Pty><Nm>Kundin ${n} Müller AG</Nm><PstlAdr><StrtNm>Bahnhofstrasse</StrtNm><BldgNb>${n % 200}</BldgNb><PstCd>8001</PstCd><TwnNm>Zürich</TwnNm><Ctry>CH</Ctry></PstlAdr></Pty></Dbtr></RltdPties>` +
      `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${qrReference(99_000_000_000 + n)}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>\n`,
  };
}

export function camtFile({ count, iban, date = '2026-11-24' }) {
  const entries = [];
  for (let first = 0; first < count; first += 100) {
    const details = Array.from({ length: Math.min(100, count - first) }, (_, i) => detail(first + i));
    const total = details.reduce((sum, d) => sum + d.amount, 0);
    entries.push(
      `<Ntry><Amt Ccy="CHF">${chf(total)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><RvslInd>false</RvslInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>` +
        `<AcctSvcrRef>BENCH-BATCH-${first}</AcctSvcrRef><NtryDtls><Btch><NbOfTxs>${details.length}</NbOfTxs></Btch>\n${details.map((d) => d.xml).join('')}</NtryDtls></Ntry>\n`,
    );
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>` +
      `<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>${date}T20:00:00</CreDtTm></GrpHdr><Ntfctn><Id>BENCH</Id><CreDtTm>${date}T20:00:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>\n` +
      `${entries.join('')}</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>\n`,
    'utf8',
  );
}
