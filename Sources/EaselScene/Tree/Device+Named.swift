import Easel
import Foundation

/// Devices by name, as scene files and the command line's `--device` name them.
extension Device {
    /// The device of that name (as the command line's `--device` takes it), or an
    /// error naming the nearest known one.
    public static func named(_ name: String) throws(SceneError) -> Device {
        if let device = all.first(where: { $0.name == name }) { return device }
        throw .invalidScene([SceneProblem(file: nil, location: nil, path: ScenePath(components: [.key("--device")]),
                                          kind: unknown(name))])
    }

    /// The problem of an unknown device name.
    static func unknown(_ name: String) -> SceneProblem.Kind {
        .unknownName(category: "device", name: name, suggestion: Suggestion.closest(to: name, among: all.map(\.name)),
                     known: all.map(\.name))
    }
}
