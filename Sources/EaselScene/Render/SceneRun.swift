import Easel
import EaselGraphics
import Foundation

/// One performance of a scene: a window with the scene's views, the events scheduled
/// on its event loop in virtual time, and the captures the scene asks for.
@MainActor
final class SceneRun {
    /// What a capture hands over: the frame, the framebuffer holding its pixels (until
    /// the next commit), and the layout at that moment.
    struct Capture {
        let name: String
        let time: TimeInterval
        let frame: Frame
        let framebuffer: Bitmap
        /// The window, as it is at the capture (valid only while the capture is handled).
        let window: Window

        /// Every view's class, id and frame at the capture (valid only while the
        /// capture is handled): made when asked, as most renders write no layout dump.
        @MainActor var layout: LayoutDump { LayoutDump(window: window, time: time, frameIndex: frame.index) }
    }

    let tree: SceneTree
    let window: Window
    private let stage: SceneStage

    /// The window and its views (or its root controller and the scene's other
    /// controllers), built and with the events scheduled; nothing has been committed yet.
    init(_ tree: SceneTree) {
        self.tree = tree
        // A device's own screen gives the window its traits (size classes, idiom).
        if let device = tree.device, device.size == tree.size, device.scale == tree.scale {
            window = Window(device: device)
        } else {
            window = Window(size: tree.size, scale: tree.scale)
        }
        window.eventLoop.refreshRate = tree.refreshRate
        window.backgroundColor = tree.background
        window.showsSystemOverlays = tree.showsSystemOverlays
        window.safeAreaInsets = tree.safeAreaInsets
        window.traitOverrides = TraitOverrides(tree.traits)
        // The views are made as an app makes them: with the window's traits current.
        let traits = TraitCollection.current
        TraitCollection.current = window.traitCollection
        defer { TraitCollection.current = traits }
        var builder = SceneBuilder()
        var root: View?
        if let node = tree.root {
            let view = builder.build(node)
            if !node.hasFrame { view.frame = window.bounds }
            window.addSubview(view)
            root = view
        }
        var controllers = SceneControllers()
        if let node = tree.controller {
            controllers.root = builder.build(node)
            controllers.presentedAtStart = node.presented.map { builder.build($0) }
            window.rootViewController = controllers.root
        }
        for node in tree.controllers { _ = builder.build(node) }
        builder.activateConstraints()
        controllers.byID = builder.controllersByID
        stage = SceneStage(tree: tree, window: window, root: root, views: builder.viewsByID,
                           layers: builder.layersByID, constraints: builder.constraintsByID, controllers: controllers)
        for (view, gestures) in builder.gestures { stage.addGestures(gestures, to: view) }
        for (control, actions) in builder.controlActions { stage.addActions(actions, to: control) }
        for event in tree.events {
            // Weakly: the window's loop keeps events after the last capture, and the
            // stage keeps the window.
            window.eventLoop.scheduleSource(at: event.time) { [weak stage] in
                if let stage { event.action.perform(on: stage) }
            }
        }
    }

    /// Shows the window and runs the timeline, handing each capture to `consume` as it
    /// happens. The first error `consume` throws stops the run and is rethrown.
    func perform(_ consume: @escaping (Capture) throws -> Void) throws {
        let loop = window.eventLoop
        // Each scene is a launch of the app: one the scene sent to the background
        // comes back once the run is over (traced), so the next scene starts active.
        defer { Application.shared.enterForeground() }
        window.makeKeyAndVisible()
        if let presented = stage.controllers.presentedAtStart { stage.controllers.root?.present(presented, animated: false) }
        switch tree.capture {
        case .every:
            let sink = CaptureSink { [window] frame, framebuffer in
                try consume(Capture(name: CaptureSchedule.every.frameName(index: frame.index, time: frame.time),
                                    time: frame.time, frame: frame, framebuffer: framebuffer, window: window))
            }
            window.frameSink = sink
            loop.run(for: tree.duration)
            window.frameSink = nil
            if let error = sink.error { throw error }
        case .last:
            loop.run(for: tree.duration)
            try consume(currentCapture(name: "last"))
        case .times(let times):
            for time in times {
                loop.run(for: time - loop.now)
                try consume(currentCapture(name: CaptureSchedule.timeName(time)))
            }
        }
    }

    /// The window as it is now, with its latest frame (the first commit of a shown
    /// window always makes one, as showing it damages it in full).
    private func currentCapture(name: String) throws -> Capture {
        guard let frame = window.lastFrame else { throw SceneRunError.noFrame }
        let now = window.eventLoop.now
        return Capture(name: name, time: now, frame: frame, framebuffer: window.framebuffer, window: window)
    }
}

/// A run that cannot go on.
enum SceneRunError: Error, CustomStringConvertible {
    /// The window committed no frame by the time of a capture.
    case noFrame

    var description: String { "the window committed no frame to capture" }
}

/// Hands every frame to a closure, keeping the first error (the window's commit
/// reports a sink's error as a diagnostic and goes on; the run must fail instead).
@MainActor
private final class CaptureSink: FrameSink {
    private let body: (Frame, Bitmap) throws -> Void
    private(set) var error: Error?

    init(_ body: @escaping (Frame, Bitmap) throws -> Void) {
        self.body = body
    }

    func receive(_ frame: Frame, framebuffer: Bitmap) throws {
        guard error == nil else { return }
        do { try body(frame, framebuffer) } catch { self.error = error }
    }
}
