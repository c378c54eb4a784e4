import Easel

/// The device's events, which act on the app and its window rather than on a view:
/// `rotate: landscapeLeft` (the orientation is the event's value), `background:` and
/// `foreground:` (no value).
extension EventActionSpec {
    static let device: [EventActionSpec] = [
        EventActionSpec(key: "rotate", parameters: [], isChange: false) { decoder, _, target in
            decoder.name(target.node, target.path, category: "orientation",
                         [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight].map { (String(describing: $0), $0) }).map(SceneEvent.Action.rotate)
        },
        EventActionSpec(key: "background", parameters: [], isChange: false) { decoder, _, target in
            decoder.noTarget(target) ? .background : nil
        },
        EventActionSpec(key: "foreground", parameters: [], isChange: false) { decoder, _, target in
            decoder.noTarget(target) ? .foreground : nil
        },
    ]
}
