import Foundation

/// Choosing in a control as the user does: `select: 2` with
/// `in: <segmented control id>` selects the segment and sends `valueChanged`, as a tap
/// on it would (not for the selected segment unless the control is momentary; not at
/// all when the control or the segment is disabled); `slide: 0.8` with
/// `in: <slider id>` drags the slider's thumb to that value (clamped to the slider's
/// range, as the thumb stops at the ends) over `duration` seconds.
extension EventActionSpec {
    /// How long a `slide` drags the thumb unless the event says.
    static let defaultSlideDuration: CGFloat = 0.3

    static let selection: [EventActionSpec] = [
        EventActionSpec(key: "select", parameters: ["in"], isChange: false) { decoder, fields, target in
            let index = decoder.integer(target.node, target.path, minimum: 0)
            guard let control = fields.value("in") else {
                decoder.report(.missingKey(["in"]), at: fields.node.location, fields.path)
                return nil
            }
            let id = decoder.viewTarget((control.node, control.path), of: .segmentedControl)
            guard let index, let id else { return nil }
            let count = decoder.segmentCounts[id] ?? 0
            guard index < count else {
                decoder.outOfRange(target.node, target.path, segments: count)
                return nil
            }
            return .selectSegment(index, inViewID: id)
        },
        EventActionSpec(key: "slide", parameters: ["in", "duration"], isChange: false) { decoder, fields, target in
            let value = decoder.number(target.node, target.path)
            let duration = decoder.number("duration", of: fields, .positiveSeconds, default: defaultSlideDuration)
            guard let slider = fields.value("in") else {
                decoder.report(.missingKey(["in"]), at: fields.node.location, fields.path)
                return nil
            }
            let id = decoder.viewTarget((slider.node, slider.path), of: .slider)
            guard let value, let duration, let id else { return nil }
            return .slide(to: Float(value), inViewID: id, duration: Double(duration))
        },
    ]
}
