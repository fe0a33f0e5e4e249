/// A PDF's creation date from `SOURCE_DATE_EPOCH`, the reproducible-builds convention: the
/// same deck exported twice with it set gives the same bytes.
///
/// cairo otherwise dates a document by the clock, so two exports of the same slides differ.
/// The date is written in UTC, as cairo's metadata takes it (ISO 8601, `Z`).
public enum PDFDate {
  /// `2021-03-04T05:06:07Z` for the seconds since 1970 in `text`; nil unless `text` is a
  /// whole number of seconds from 0 to the year 9999.
  public static func iso8601(_ text: String) -> String? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let seconds = Int(text), seconds >= 0,
      seconds < 253_402_300_800
    else { return nil }
    let (days, time) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (year, month, day) = civil(days: days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60))"
      + ":\(two(time % 60))Z"
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's algorithm).
  static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = z / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
