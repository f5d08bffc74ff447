/// The exact decimal expansion of a finite `Double`, rounded the way C's printf rounds.
///
/// Every binary double has a finite decimal expansion (at most ~770 significant digits).
/// Rounding that exact expansion half-to-even gives the same digits as glibc and Apple's
/// libc for `%f`, `%e` and `%g` (for example `%.2f` of 2.675 is `2.67`, because the double
/// is really 2.67499999…), without calling the C formatter.
struct ExactDecimal: Equatable {
  /// Significant digits, most significant first, without trailing zeros; empty for zero.
  private(set) var digits: [UInt8]
  /// The value is `0.d₁d₂d₃… × 10^pointPosition`.
  private(set) var pointPosition: Int

  /// The magnitude of a finite double (the sign is handled by the caller).
  init(magnitudeOf value: Double) {
    let magnitude = abs(value)
    guard magnitude.isFinite, magnitude != 0 else {
      digits = []
      pointPosition = 0
      return
    }
    let exponentBits = Int(magnitude.exponentBitPattern)
    let fraction = magnitude.significandBitPattern
    let significand = exponentBits == 0 ? fraction : fraction | (1 << 52)
    let binaryExponent = (exponentBits == 0 ? 1 : exponentBits) - 1075
    var number = LargeUnsigned(significand)
    let decimal: [UInt8]
    if binaryExponent >= 0 {
      number.shiftLeft(binaryExponent)
      decimal = number.decimalDigits()
      pointPosition = decimal.count
    } else {
      // m / 2^k == m * 5^k / 10^k
      let k = -binaryExponent
      for _ in 0..<(k / 13) { number.multiply(by: 1_220_703_125) }
      var rest: UInt32 = 1
      for _ in 0..<(k % 13) { rest *= 5 }
      number.multiply(by: rest)
      decimal = number.decimalDigits()
      pointPosition = decimal.count - k
    }
    digits = Array(decimal.reversed().drop { $0 == 0 }.reversed())
  }

  var isZero: Bool { digits.isEmpty }

  /// Rounded to `count` significant digits, half to even (`count` may be zero or negative).
  func rounded(significantDigits count: Int) -> ExactDecimal {
    guard !digits.isEmpty, count < digits.count else { return self }
    var copy = self
    guard count >= 0 else {
      copy.digits = []
      return copy
    }
    let next = digits[count]
    let restIsZero = digits[(count + 1)...].allSatisfy { $0 == 0 }
    let previousIsOdd = count > 0 && digits[count - 1] % 2 == 1
    let roundUp = next > 5 || (next == 5 && (!restIsZero || previousIsOdd))
    var kept = Array(digits[..<count])
    if roundUp {
      var index = kept.count - 1
      while index >= 0, kept[index] == 9 {
        kept[index] = 0
        index -= 1
      }
      if index >= 0 {
        kept[index] += 1
      } else {
        kept.insert(1, at: 0)
        copy.pointPosition += 1
      }
    }
    copy.digits = Array(kept.reversed().drop { $0 == 0 }.reversed())
    return copy
  }

  /// `%.<precision>f` of the magnitude.
  func fixed(precision: Int, alternate: Bool) -> String {
    let value = rounded(significantDigits: pointPosition + precision)
    var text = ""
    if value.pointPosition <= 0 || value.isZero {
      text = "0"
    } else {
      for index in 0..<value.pointPosition { text.append(value.digit(at: index)) }
    }
    if precision > 0 || alternate { text.append(".") }
    for place in 0..<precision { text.append(value.digit(at: value.pointPosition + place)) }
    return text
  }

  /// `%.<precision>e` of the magnitude.
  func scientific(precision: Int, alternate: Bool, uppercase: Bool) -> String {
    let value = rounded(significantDigits: precision + 1)
    let exponent = value.isZero ? 0 : value.pointPosition - 1
    var text = String(value.digit(at: 0))
    if precision > 0 || alternate { text.append(".") }
    for index in 0..<precision { text.append(value.digit(at: index + 1)) }
    let magnitude = String(abs(exponent))
    text +=
      (uppercase ? "E" : "e") + (exponent < 0 ? "-" : "+") + (magnitude.count < 2 ? "0" : "")
      + magnitude
    return text
  }

  /// `%.<precision>g` of the magnitude.
  func general(precision: Int, alternate: Bool, uppercase: Bool) -> String {
    let significant = max(precision, 1)
    let exponent = isZero ? 0 : rounded(significantDigits: significant).pointPosition - 1
    var text =
      significant > exponent && exponent >= -4
      ? fixed(precision: significant - 1 - exponent, alternate: alternate)
      : scientific(precision: significant - 1, alternate: alternate, uppercase: uppercase)
    guard !alternate else { return text }
    let exponentPart = text.firstIndex { $0 == "e" || $0 == "E" }.map { String(text[$0...]) } ?? ""
    var mantissa = String(text.dropLast(exponentPart.count))
    if mantissa.contains(".") {
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      if mantissa.hasSuffix(".") { mantissa.removeLast() }
    }
    text = mantissa + exponentPart
    return text
  }

  private func digit(at index: Int) -> Character {
    guard index >= 0, index < digits.count else { return "0" }
    return Character(Unicode.Scalar(48 + digits[index]))
  }
}

/// Just enough arbitrary-precision unsigned arithmetic for ``ExactDecimal``.
private struct LargeUnsigned {
  /// Base-2³² limbs, least significant first.
  private var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
  }

  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
  }

  mutating func shiftLeft(_ bits: Int) {
    let whole = bits / 32
    let part = bits % 32
    if part > 0 {
      var carry: UInt32 = 0
      for index in limbs.indices {
        let value = limbs[index]
        limbs[index] = value << part | carry
        carry = value >> (32 - part)
      }
      if carry > 0 { limbs.append(carry) }
    }
    limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
  }

  /// Decimal digits, most significant first (`[0]` for zero).
  func decimalDigits() -> [UInt8] {
    var remaining = limbs
    var chunks: [UInt32] = []
    while remaining.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in remaining.indices.reversed() {
        let current = remainder << 32 | UInt64(remaining[index])
        remaining[index] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      chunks.append(UInt32(remainder))
      while remaining.last == 0 { remaining.removeLast() }
    }
    guard let top = chunks.popLast() else { return [0] }
    var digits = String(top).utf8.map { $0 - 48 }
    for chunk in chunks.reversed() {
      let text = String(chunk)
      digits += Array(repeating: 0, count: 9 - text.count) + text.utf8.map { $0 - 48 }
    }
    return digits
  }
}
