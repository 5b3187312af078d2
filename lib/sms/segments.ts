/**
 * How many SMS segments a text costs, counted as the admin types a reply (docs/sms.md "Outbound replies").
 *
 * The count is Twilio's own calculator (npm `sms-segments-calculator`, TwilioDevEd/message-segment-calculator),
 * which follows GSM 03.38 / 3GPP TS 23.038: a text whose every character is in the GSM-7 default
 * alphabet or its extension table is sent in GSM-7, where an extension character (`^ { } \ [ ] ~ | €`
 * and form feed) takes two septets (escape + character); one segment holds 160 septets, a concatenated
 * segment 153 (a 6-byte user-data header). Any other character switches the whole text to UCS-2, where
 * one segment holds 70 UTF-16 code units and a concatenated one 67; a character outside the Basic
 * Multilingual Plane (most emoji) takes two units, and the calculator never splits one across segments.
 */
import { SegmentedMessage } from "sms-segments-calculator";

/** The two encodings of an SMS text (3GPP TS 23.038 §4). */
export type SmsEncoding = "GSM-7" | "UCS-2";

/** Units one segment carries: alone, and as part of a concatenated message (3GPP TS 23.040 §9.2.3.24). */
export const SEGMENT_CAPACITY: Record<SmsEncoding, { single: number; concatenated: number }> = {
  "GSM-7": { single: 160, concatenated: 153 },
  "UCS-2": { single: 70, concatenated: 67 },
};

/** What one text costs to send: its encoding, its billed segments and the units and characters behind them. */
export interface SegmentCount {
  encoding: SmsEncoding;
  /** Segments Twilio bills for the text; 0 for an empty text. */
  segments: number;
  /** Characters as a person counts them (Unicode code points). */
  characters: number;
  /** Units the encoding spends: septets in GSM-7 (an extension character is 2), UTF-16 code units in UCS-2. */
  units: number;
  /** Units still free in the last segment before another one starts. */
  remainingInSegment: number;
  /** The characters that forced UCS-2, each once, in order of appearance (empty in GSM-7). */
  nonGsmCharacters: string[];
}

const BITS_PER_UNIT: Record<SmsEncoding, number> = { "GSM-7": 7, "UCS-2": 16 };

/** Counts the segments, encoding and characters of `text` as Twilio will send it (no Smart Encoding). */
export function countSegments(text: string): SegmentCount {
  if (text === "") {
    return {
      encoding: "GSM-7",
      segments: 0,
      characters: 0,
      units: 0,
      remainingInSegment: SEGMENT_CAPACITY["GSM-7"].single,
      nonGsmCharacters: [],
    };
  }
  const message = new SegmentedMessage(text, "auto", false);
  const encoding = message.encodingName;
  const bits = BITS_PER_UNIT[encoding];
  const last = message.segments[message.segments.length - 1]!;
  return {
    encoding,
    segments: message.segmentsCount,
    characters: [...text].length,
    units: Math.round(message.messageSize / bits),
    remainingInSegment: Math.floor(last.freeSizeInBits() / bits),
    nonGsmCharacters: [...new Set(message.getNonGsmCharacters())],
  };
}
