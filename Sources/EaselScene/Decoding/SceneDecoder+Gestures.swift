import Easel
import Foundation

/// `gestures`: the recognizers of a view, each a `recognizer` (tap, longPress, pan)
/// with UIKit's settings and, per state, the changes its action makes.
extension SceneDecoder {
    /// A recognizer kind: its settings (with their defaults, UIKit's) and the states its
    /// action can see.
    private struct RecognizerSpec: Sendable {
        let name: String
        let settings: [(key: String, range: NumberRange, fallback: CGFloat)]
        let states: [(key: String, state: GestureRecognizer.State)]
        let make: @Sendable ([CGFloat]) -> SceneGesture.Recognizer
    }

    private static let continuousStates: [(key: String, state: GestureRecognizer.State)] =
        [("began", .began), ("changed", .changed), ("ended", .ended), ("cancelled", .cancelled)]

    private static let recognizers: [RecognizerSpec] = [
        RecognizerSpec(name: "tap", settings: [("numberOfTapsRequired", .positiveWhole, 1),
                                               ("numberOfTouchesRequired", .positiveWhole, 1)],
                       states: [("ended", .ended)]) {
            .tap(numberOfTapsRequired: Int($0[0]), numberOfTouchesRequired: Int($0[1]))
        },
        RecognizerSpec(name: "longPress", settings: [("minimumPressDuration", .seconds, 0.5),
                                                     ("allowableMovement", .nonNegative, 10)],
                       states: continuousStates) {
            .longPress(minimumPressDuration: Double($0[0]), allowableMovement: $0[1])
        },
        RecognizerSpec(name: "pan", settings: [], states: continuousStates) { _ in .pan },
    ]

    /// The keys a gesture mapping may have, for the schema: `recognizer`, every
    /// recognizer's settings, every state.
    static var gestureKeys: [String] {
        var keys = ["recognizer"]
        for spec in recognizers {
            for key in spec.settings.map(\.key) + spec.states.map(\.key) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The recognizer names, in order.
    static var recognizerNames: [String] { recognizers.map(\.name) }

    func gestures(_ node: SceneNode, _ path: ScenePath) -> [SceneGesture]? {
        guard let list = items(node, path, expected: "a list of gesture recognizers") else { return nil }
        let gestures = list.compactMap { gesture($0.node, $0.path) }
        return gestures.count == list.count ? gestures : nil
    }

    private func gesture(_ node: SceneNode, _ path: ScenePath) -> SceneGesture? {
        guard let fields = fields(node, path, expected: "a gesture recognizer (a mapping with recognizer:)") else { return nil }
        var spec: RecognizerSpec?
        if let value = fields.value("recognizer") {
            spec = name(value.node, value.path, category: "gesture recognizer", Self.recognizers.map { ($0.name, $0) })
        } else {
            report(.missingKey(["recognizer"]), at: node.location, path)
        }
        let known = spec.map { ["recognizer"] + $0.settings.map(\.key) + $0.states.map(\.key) } ?? Self.gestureKeys
        rejectUnknownKeys(of: fields, known: known, owners: { key in
            guard let spec else { return nil }
            let owners = Self.recognizers.filter { owner in
                owner.settings.contains { $0.key == key } || owner.states.contains { $0.key == key }
            }
            return owners.isEmpty ? nil : ("\(spec.name) recognizer", owners.map(\.name))
        })
        typealias StateChanges = (state: GestureRecognizer.State, changes: [SceneEvent.Action]?)
        let states = (spec?.states ?? Self.continuousStates).compactMap { entry -> StateChanges? in
            fields.value(entry.key).map { (entry.state, changes($0.node, $0.path)) }
        }
        guard let spec else { return nil }
        let settings = spec.settings.map { number($0.key, of: fields, $0.range, default: $0.fallback) }
        guard !settings.contains(where: { $0 == nil }), !states.contains(where: { $0.changes == nil }) else { return nil }
        return SceneGesture(recognizer: spec.make(settings.compactMap { $0 }),
                            actions: states.compactMap { state, changes in changes.map { (state, $0) } },
                            location: node.location)
    }
}

extension NumberRange {
    /// Counts of taps and fingers: whole numbers of at least 1.
    static let positiveWhole = NumberRange(contains: { $0 >= 1 && $0 == $0.rounded() && $0 <= 1000 },
                                           description: "a whole number from 1 to 1000")
}
