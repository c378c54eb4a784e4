import ArgumentParser
import EaselDiff
import EaselPNG

/// `--metric yiq|oklab`.
extension ColorMetric: ExpressibleByArgument {}

/// A colour on the command line: `RRGGBB` in hexadecimal, with or without `#`.
struct HexColorArgument: ExpressibleByArgument {
    let pixel: Pixel

    init?(argument: String) {
        let digits = argument.hasPrefix("#") ? argument.dropFirst() : Substring(argument)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        pixel = Pixel(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
