/// Changes to constraints by id: `constant: gap, to: 24`, like setting
/// `NSLayoutConstraint.constant`.
extension EventActionSpec {
    static let constraintChanges: [EventActionSpec] = [
        EventActionSpec(key: "constant", parameters: ["to"]) { decoder, fields, target in
            let id = decoder.constraintTarget(target)
            let constant = decoder.number("to", of: fields, .any)
            guard let id, let constant else { return nil }
            return .constant(constraintID: id, to: constant)
        },
    ]
}
