import Foundation

/// Scripted touches, delivered through the window's touch dispatch as the touch
/// screen's reports are: `tap` and `longPress` at a view (its centre) or a window
/// point, `drag` along window points.
extension EventActionSpec {
    /// How long a tap's finger stays down unless the event says (`Window.scheduleTap`'s default).
    static let defaultTapDuration: CGFloat = 0.05
    /// How long a long press lasts unless the event says (`Window.scheduleLongPress`'s default).
    static let defaultLongPressDuration: CGFloat = 1

    static let touches: [EventActionSpec] = [
        EventActionSpec(key: "tap", parameters: ["duration"], isChange: false) { decoder, fields, target in
            let target = decoder.touchTarget(target)
            let duration = decoder.number("duration", of: fields, .seconds, default: defaultTapDuration)
            guard let target, let duration else { return nil }
            return .tap(target, duration: Double(duration))
        },
        EventActionSpec(key: "longPress", parameters: ["duration"], isChange: false) { decoder, fields, target in
            let target = decoder.touchTarget(target)
            let duration = decoder.number("duration", of: fields, .seconds, default: defaultLongPressDuration)
            guard let target, let duration else { return nil }
            return .longPress(target, duration: Double(duration))
        },
        EventActionSpec(key: "drag", parameters: ["duration"], isChange: false) { decoder, fields, target in
            let points = decoder.dragPath(target)
            let duration = decoder.number("duration", of: fields, .positiveSeconds)
            guard let points, let duration else { return nil }
            return .drag(points, duration: Double(duration))
        },
    ]
}

extension SceneDecoder {
    /// The points a drag passes through, in window coordinates: at least two.
    func dragPath(_ target: (node: SceneNode, path: ScenePath)) -> [CGPoint]? {
        let expected = "a list of at least 2 points [[x, y], …]"
        guard case .sequence(let items) = target.node.content, items.count >= 2 else {
            mismatch(target.node, target.path, expected: expected)
            return nil
        }
        let points = items.enumerated().map { point($0.element, target.path.appending($0.offset)) }
        return points.contains { $0 == nil } ? nil : points.compactMap { $0 }
    }
}
