import Foundation

/// A view's animations in flight, and the presentation values they make.
@MainActor
final class ViewAnimations {
    /// In the order they were added.
    var entries: [ViewPropertyAnimation] = []

    /// Some animation runs without `.allowUserInteraction`.
    var blocksUserInteraction: Bool { entries.contains { !$0.group.allowsUserInteraction } }

    /// What the screen shows at `time`: the model, with each additive animation's
    /// remaining offset added and each other property at its latest animation's value.
    func presented(model: AnimatableValues, at time: TimeInterval) -> AnimatableValues {
        var values = model
        var handled: [AnimatableProperty] = []
        for entry in entries.reversed() where !handled.contains(entry.property) {
            handled.append(entry.property)
            let property = entry.property
            if property.isAdditive {
                var value = model[property]
                for additive in entries where additive.property == property {
                    guard let progress = additive.progress(at: time) else { continue }
                    for index in value.indices {
                        value[index] += (additive.from[index] - additive.to[index]) * (1 - progress)
                    }
                }
                values[property] = value
            } else if let progress = entry.progress(at: time) {
                values[property] = zip(entry.from, entry.to).map { $0 + ($1 - $0) * progress }
            }
        }
        return values
    }
}
