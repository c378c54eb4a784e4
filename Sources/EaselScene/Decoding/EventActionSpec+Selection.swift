/// Choosing in a segmented control as the user does: `select: 2` with
/// `in: <segmented control id>` selects the segment and sends `valueChanged`, as a tap
/// on it would (not for the selected segment unless the control is momentary; not at
/// all when the control or the segment is disabled).
extension EventActionSpec {
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
    ]
}
