import Foundation

/// The SF Symbols Easel draws itself, as vector paths: the glyphs that controls, bars
/// and cells use. SF Symbols are Apple's and licensed for Apple platforms only; these
/// are Easel's own drawings of the same ideas, on the same grid: centred on the
/// cap-height line of the system font (cap height 70 hundredths of the em), strokes as
/// wide as the weight's stems.
///
/// A glyph is a list of marks built for a stroke width. Every glyph that fits in a
/// circle also gives `<name>.circle` (the glyph at half size in a ring) and
/// `<name>.circle.fill` (cut out of a disc).
package struct SymbolGlyph: Sendable {
    /// The marks for strokes `strokeWidth` wide (in hundredths of the em).
    let marks: @Sendable (_ strokeWidth: CGFloat) -> [SymbolMark]

    /// The glyph drawn for `name`, or `nil` when Easel does not draw that symbol.
    static func named(_ name: String) -> SymbolGlyph? {
        if let glyph = catalogue[name] { return glyph }
        if let marks = circled[name] { return SymbolGlyph(marks: marks) }
        for (suffix, filled) in [(".circle.fill", true), (".circle", false)] where name.hasSuffix(suffix) {
            guard let inner = circled[String(name.dropLast(suffix.count))] else { continue }
            return SymbolGlyph { w in Self.circle(around: inner(w), filled: filled, strokeWidth: w) }
        }
        return nil
    }

    /// The names of every symbol Easel draws.
    package static var drawnNames: [String] {
        catalogue.keys.sorted() + circled.keys.sorted().flatMap { [$0, $0 + ".circle", $0 + ".circle.fill"] }
    }

    /// The vertical centre of a symbol: the middle of the cap height.
    static let middle: CGFloat = -35
    /// The outer radius of a circled symbol (a disc 116 hundredths of the em across,
    /// 19.7 points at 17 points).
    static let circleRadius: CGFloat = 58

    private static let catalogue: [String: SymbolGlyph] = {
        var glyphs: [String: SymbolGlyph] = [:]
        for (name, marks) in simple { glyphs[name] = SymbolGlyph { w in marks(w) } }
        glyphs["chevron.forward"] = glyphs["chevron.right"]
        glyphs["chevron.backward"] = glyphs["chevron.left"]
        glyphs["circle"] = SymbolGlyph { w in [.stroke(ring(w))] }
        glyphs["circle.fill"] = SymbolGlyph { _ in [.fill(disc())] }
        return glyphs
    }()

    /// Glyphs drawn alone and in circles.
    private static let circled: [String: @Sendable (CGFloat) -> [SymbolMark]] = [
        "xmark": { _ in [.stroke(lines([(14, -67), (78, -3)], [(14, -3), (78, -67)]))] },
        "plus": { _ in [.stroke(lines([(0, middle), (84, middle)], [(42, middle - 42), (42, middle + 42)]))] },
        "minus": { _ in [.stroke(lines([(0, middle), (84, middle)]))] },
        "checkmark": { _ in [.stroke(lines([(6, -33), (34, 2), (88, -76)]))] },
        "ellipsis": { w in
            let r = 7 + w * 0.4
            return [0, 40, 80].map { x in .fill(BezierPath(ovalIn: CGRect(x: x - r, y: middle - r, width: 2 * r, height: 2 * r))) }
        },
        "info": { w in
            let r = 5 + w * 0.35
            return [.fill(BezierPath(ovalIn: CGRect(x: -r, y: -74 - r, width: 2 * r, height: 2 * r))),
                    .stroke(lines([(-10, -50), (0, -50), (0, 4)], [(-12, 4), (12, 4)]))]
        },
        "questionmark": { w in
            let r = 5 + w * 0.35
            let hook = BezierPath()
            hook.move(to: CGPoint(x: -26, y: -62))
            hook.addCurve(to: CGPoint(x: 0, y: -84), controlPoint1: CGPoint(x: -22, y: -76), controlPoint2: CGPoint(x: -12, y: -84))
            hook.addCurve(to: CGPoint(x: 26, y: -60), controlPoint1: CGPoint(x: 16, y: -84), controlPoint2: CGPoint(x: 26, y: -74))
            hook.addCurve(to: CGPoint(x: 0, y: -30), controlPoint1: CGPoint(x: 26, y: -44), controlPoint2: CGPoint(x: 0, y: -42))
            hook.addLine(to: CGPoint(x: 0, y: -18))
            return [.stroke(hook), .fill(BezierPath(ovalIn: CGRect(x: -r, y: 8 - r - 4, width: 2 * r, height: 2 * r)))]
        },
    ]

    /// Glyphs drawn alone only.
    private static let simple: [String: @Sendable (CGFloat) -> [SymbolMark]] = [
        "chevron.right": { _ in [.stroke(lines([(0, middle - 42), (36, middle), (0, middle + 42)]))] },
        "chevron.left": { _ in [.stroke(lines([(36, middle - 42), (0, middle), (36, middle + 42)]))] },
        "chevron.up": { _ in [.stroke(lines([(0, middle + 18), (42, middle - 20), (84, middle + 18)]))] },
        "chevron.down": { _ in [.stroke(lines([(0, middle - 18), (42, middle + 20), (84, middle - 18)]))] },
        "magnifyingglass": { w in
            // The handle is half as thick again as the lens's rim, as SF Symbols draws it.
            let lens = BezierPath(ovalIn: CGRect(x: 0, y: middle - 46, width: 72, height: 72))
            let handle = roundedStem(from: CGPoint(x: 61, y: middle + 15), to: CGPoint(x: 92, y: middle + 46), width: w * 1.5)
            return [.stroke(lens), .fill(handle)]
        },
        "person": { _ in [.stroke(head()), .stroke(shoulders())] },
        "person.fill": { _ in [.fill(head()), .stroke(head()), .fill(shoulders()), .stroke(shoulders())] },
        "star": { _ in [.stroke(star())] },
        "star.fill": { _ in [.fill(star()), .stroke(star())] },
        "heart": { _ in [.stroke(heart())] },
        "heart.fill": { _ in [.fill(heart()), .stroke(heart())] },
        "gear": { _ in [.stroke(gear()), .stroke(BezierPath(ovalIn: CGRect(x: 38, y: middle - 18, width: 36, height: 36)))] },
        "trash": { _ in
            [.stroke(lines([(0, -73), (96, -73)],
                           [(32, -73), (32, -88), (64, -88), (64, -73)],
                           [(10, -73), (16, 20), (80, 20), (86, -73)],
                           [(35, -56), (36, 4)], [(48, -56), (48, 4)], [(61, -56), (60, 4)]))]
        },
        "square.and.arrow.up": { _ in
            [.stroke(lines([(28, -50), (12, -50), (12, 26), (84, 26), (84, -50), (68, -50)],
                           [(48, -96), (48, -16)], [(28, -76), (48, -96), (68, -76)]))]
        },
        "house": { _ in [.stroke(lines([(0, -34), (50, -80), (100, -34)], [(14, -46), (14, 12), (86, 12), (86, -46)]))] },
        "house.fill": { _ in
            let shape = lines([(0, -34), (50, -80), (100, -34)], [(14, -46), (14, 12), (86, 12), (86, -46)])
            return [.fill(lines([(14, -46), (50, -80), (86, -46), (86, 12), (14, 12)])), .stroke(shape)]
        },
        "bell": { _ in [.stroke(bell()), .stroke(lines([(40, 12), (60, 12)]))] },
        "bell.fill": { _ in [.fill(bell()), .stroke(bell()), .stroke(lines([(40, 12), (60, 12)]))] },
        "list.bullet": { w in
            let r = 6 + w * 0.4
            let dots = [-67, middle, -3].map { y in SymbolMark.fill(BezierPath(ovalIn: CGRect(x: 6 - r, y: y - r, width: 2 * r, height: 2 * r))) }
            return dots + [.stroke(lines([(30, -67), (96, -67)], [(30, middle), (96, middle)], [(30, -3), (96, -3)]))]
        },
        "book": { _ in
            [.stroke(lines([(48, -64), (6, -76), (6, 0), (48, 12), (90, 0), (90, -76), (48, -64), (48, 12)]))]
        },
        "line.3.horizontal": { _ in [.stroke(lines([(0, -67), (90, -67)], [(0, middle), (90, middle)], [(0, -3), (90, -3)]))] },
        "square.and.pencil": { _ in
            [.stroke(lines([(46, -72), (8, -72), (8, 14), (86, 14), (86, -28)], [(44, -26), (90, -86)]))]
        },
    ]

    // MARK: Shapes

    /// Open polylines, one subpath each.
    static func lines(_ polylines: [(CGFloat, CGFloat)]...) -> BezierPath {
        let path = BezierPath()
        for line in polylines {
            path.move(to: CGPoint(x: line[0].0, y: line[0].1))
            for point in line.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        }
        return path
    }

    /// A filled bar with round ends from `a` to `b`.
    private static func roundedStem(from a: CGPoint, to b: CGPoint, width: CGFloat) -> BezierPath {
        let path = BezierPath()
        let angle = atan2(b.y - a.y, b.x - a.x)
        path.addArc(withCenter: a, radius: width / 2, startAngle: angle + .pi / 2, endAngle: angle + 3 * .pi / 2, clockwise: true)
        path.addArc(withCenter: b, radius: width / 2, startAngle: angle - .pi / 2, endAngle: angle + .pi / 2, clockwise: true)
        path.close()
        return path
    }

    private static func disc() -> BezierPath {
        BezierPath(ovalIn: CGRect(x: 0, y: middle - circleRadius, width: 2 * circleRadius, height: 2 * circleRadius))
    }

    private static func ring(_ strokeWidth: CGFloat) -> BezierPath {
        let r = circleRadius - strokeWidth / 2
        return BezierPath(ovalIn: CGRect(x: circleRadius - r, y: middle - r, width: 2 * r, height: 2 * r))
    }

    /// `inner` at half size centred in a ring, or cut out of a disc.
    private static func circle(around inner: [SymbolMark], filled: Bool, strokeWidth: CGFloat) -> [SymbolMark] {
        let box = inner.reduce(CGRect.null) { $0.union($1.bounds(strokeWidth: 0)) }
        let scale: CGFloat = 0.5
        let moved = Transform(translationX: circleRadius, y: middle)
            .scaledBy(x: scale, y: scale)
            .translatedBy(x: -box.midX, y: -box.midY)
        let placed = inner.map { $0.applying(moved) }
        guard filled else { return [.stroke(ring(strokeWidth))] + placed }
        return [.fill(disc())] + placed.map { mark in
            switch mark {
            case .stroke(let path), .cutOut(let path): .cutOut(path)
            case .fill(let path): .cutOut(path)
            }
        }
    }

    private static func head() -> BezierPath { BezierPath(ovalIn: CGRect(x: 28, y: -90, width: 44, height: 44)) }

    private static func shoulders() -> BezierPath {
        let path = BezierPath()
        path.move(to: CGPoint(x: 6, y: 16))
        path.addCurve(to: CGPoint(x: 50, y: -30), controlPoint1: CGPoint(x: 6, y: -12), controlPoint2: CGPoint(x: 26, y: -30))
        path.addCurve(to: CGPoint(x: 94, y: 16), controlPoint1: CGPoint(x: 74, y: -30), controlPoint2: CGPoint(x: 94, y: -12))
        path.close()
        return path
    }

    private static func star() -> BezierPath {
        let path = BezierPath()
        let center = CGPoint(x: 56, y: middle + 4)
        for i in 0..<10 {
            let radius: CGFloat = i % 2 == 0 ? 56 : 23
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    private static func heart() -> BezierPath {
        let path = BezierPath()
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: middle + y) }
        path.move(to: p(52, 44))
        path.addCurve(to: p(0, -16), controlPoint1: p(20, 22), controlPoint2: p(0, 4))
        path.addCurve(to: p(28, -48), controlPoint1: p(0, -36), controlPoint2: p(12, -48))
        path.addCurve(to: p(52, -34), controlPoint1: p(40, -48), controlPoint2: p(48, -42))
        path.addCurve(to: p(76, -48), controlPoint1: p(56, -42), controlPoint2: p(64, -48))
        path.addCurve(to: p(104, -16), controlPoint1: p(92, -48), controlPoint2: p(104, -36))
        path.addCurve(to: p(52, 44), controlPoint1: p(104, 4), controlPoint2: p(84, 22))
        path.close()
        return path
    }

    private static func gear() -> BezierPath {
        let path = BezierPath()
        let center = CGPoint(x: 56, y: middle)
        let teeth = 8
        for i in 0..<(teeth * 4) {
            let radius: CGFloat = (i % 4 == 1 || i % 4 == 2) ? 54 : 42
            let angle = CGFloat(i) * 2 * .pi / CGFloat(teeth * 4) + (i % 4 == 1 ? 0.06 : i % 4 == 2 ? -0.06 : 0)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    private static func bell() -> BezierPath {
        let path = BezierPath()
        path.move(to: CGPoint(x: 4, y: -2))
        path.addLine(to: CGPoint(x: 16, y: -18))
        path.addLine(to: CGPoint(x: 16, y: -48))
        path.addCurve(to: CGPoint(x: 84, y: -48), controlPoint1: CGPoint(x: 16, y: -92), controlPoint2: CGPoint(x: 84, y: -92))
        path.addLine(to: CGPoint(x: 84, y: -18))
        path.addLine(to: CGPoint(x: 96, y: -2))
        path.close()
        return path
    }
}