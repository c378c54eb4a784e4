import Foundation

/// The words and numbers every report uses for an image, so that the console, the
/// JUnit XML and the HTML page say the same thing the same way. Numbers are formatted
/// without the locale, so reports are the same on every machine.
public enum Figures {
    /// One line about an image: `120 pixels differ (0.036%), over the allowance of 0`.
    /// An image from a snapshot assertion is judged by the assertion's allowance, and
    /// one with nothing compared is summed up by the assertion's message.
    public static func summary(of image: ComparedImage, allowance: Allowance) -> String {
        let allowance = image.origin?.record.criteria.allowance ?? allowance
        if image.difference == nil, let message = image.origin?.record.test?.message {
            return String(message.prefix { $0 != "\n" })
        }
        switch image.status {
        case .added: return "added: only in the current images"
        case .removed: return "removed: only in the baseline"
        case .unchanged:
            guard let difference = image.difference else { return "unchanged: the files are identical" }
            return difference.antialiasedPixelCount > 0
                ? "unchanged: \(difference.antialiasedPixelCount) anti-aliased \(pixels(difference.antialiasedPixelCount)) ignored"
                : "unchanged: no pixel differs by more than the threshold"
        case .changed:
            guard let difference = image.difference else { return "changed" }
            let verdict = image.exceedsAllowance ? "over" : "within"
            if difference.sizesDiffer {
                return "sizes differ: baseline \(difference.baselineSize), current \(difference.currentSize)"
            }
            return "\(difference.differentPixelCount) \(pixels(difference.differentPixelCount)) differ "
                + "(\(percent(difference.ratio))), \(verdict) the allowance of \(allowed(difference, allowance))"
        }
    }

    /// The figures of a compared pair, as label and value, in the order reports list them.
    public static func details(of difference: ImageDifference, judgedBy criteria: RunRecord.Criteria) -> [(String, String)] {
        let allowance = criteria.allowance, threshold = criteria.threshold
        var lines: [(String, String)] = []
        if difference.sizesDiffer {
            lines.append(("sizes", "baseline \(difference.baselineSize), current \(difference.currentSize)"))
        } else {
            lines.append(("size", "\(difference.baselineSize)"))
        }
        let total = difference.comparedSize.width * difference.comparedSize.height
        lines.append(("differing pixels", "\(difference.differentPixelCount) of \(total) (\(percent(difference.ratio)))"))
        if let window = difference.densestWindowCount {
            lines.append(("densest window", "\(window) \(pixels(window))"))
        }
        lines.append(("anti-aliased pixels", "\(difference.antialiasedPixelCount) (not counted)"))
        lines.append(("metric", criteria.metric.displayName))
        lines.append(("largest distance", "\(decimal(difference.largestDistance, places: 4)) (threshold \(decimal(threshold, places: 4)))"))
        lines.append(("bounding box", difference.boundingBox.map(\.description) ?? "none"))
        lines.append(("allowed", allowed(difference, allowance)))
        return lines
    }

    /// The allowance for this image: `0 pixels`, `25 pixels`, or `12.5 pixels` when a
    /// ratio makes it fractional.
    static func allowed(_ difference: ImageDifference, _ allowance: Allowance) -> String {
        if difference.sizesDiffer { return "0 pixels (the sizes differ)" }
        let size = difference.comparedSize
        let limit = allowance.limit(forPixelCount: size.width * size.height)
        return decimal(limit, places: 2) + (limit == 1 ? " pixel" : " pixels")
    }

    /// `0.036%`: a ratio as a percentage with up to three decimals.
    public static func percent(_ ratio: Double) -> String {
        decimal(ratio * 100, places: 3) + "%"
    }

    /// `value` with at most `places` decimals and no trailing zeros.
    public static func decimal(_ value: Double, places: Int) -> String {
        var text = fixed(value, places: places)
        if text.firstIndex(of: ".") != nil {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` rounded to `places` decimals, as C's `%.*f` writes it (with a point:
    /// Swift programs stay in the C locale unless they call `setlocale`).
    private static func fixed(_ value: Double, places: Int) -> String {
        var capacity = 32
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let length = buffer.withUnsafeMutableBufferPointer { buffer in
                withVaList([Int32(places), value]) { vsnprintf(buffer.baseAddress, capacity, "%.*f", $0) }
            }
            if length < capacity {
                return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(length) + 1
        }
    }

    private static func pixels(_ count: Int) -> String { count == 1 ? "pixel" : "pixels" }
}
