@_implementationOnly import CCairo
import Foundation

/// The drawing API, over a `cairo_t`, with CoreGraphics' Swift method names.
///
/// Like a `CGContext` handed to `drawRect:`, a context is valid only while the call
/// that was given it runs: afterwards every method draws nothing and reports an
/// "invalid context" diagnostic instead of crashing. There is no public initializer;
/// a context comes from a view's display pass or from `GraphicsImageRenderer`.
public final class GraphicsContext {
    /// The `cairo_t`, or `nil` once the context has been invalidated.
    private var cairo: OpaquePointer?
    /// Called with the operation's name whenever an invalidated context is used.
    private let reportInvalidUse: (String) -> Void
    /// The context's pixels per point, applied before the caller's first transform.
    public let scale: CGFloat
    /// The parts of the graphics state that cairo does not keep (colors, shadow, …).
    package var state: GraphicsState
    /// The transform from the context's unmodified user space to device pixels, where
    /// pattern colors are anchored.
    private(set) var baseTransform: Transform
    /// The current path, in device pixels as CoreGraphics keeps it. It is not part of
    /// the graphics state; cairo is handed a copy only when the path is painted.
    var currentPath = PathRecord()
    /// The states pushed by `saveGState()` that no restore has popped yet.
    private var savedStates: [GraphicsState] = []
    /// Whether the context draws into a `cairo_t` it shares, whose state it restores.
    private var restoresSharedState = false
    /// The bitmap a bitmap context draws into (an image renderer's, an image
    /// context's); `nil` for the other contexts.
    package private(set) var bitmap: Bitmap?
    /// Whether the context lets `shouldAntialias` take effect (`setAllowsAntialiasing`);
    /// not part of the graphics state, as in Core Graphics.
    var allowsAntialiasing = true
    /// The caller's memory a Core Graphics bitmap context mirrors its bitmap into after
    /// every operation (see ``BitmapMirror``); `nil` for the other contexts.
    package var mirror: BitmapMirror?
    /// The PDF document whose pages the context draws (see ``PDFDocument``), kept alive
    /// while the context is: Core Graphics' PDF context is the only handle its user keeps.
    package var document: PDFDocument?
    /// The transform from text space to user space that Core Text's drawing applies to
    /// glyphs, like `CGContext.textMatrix`; the identity at first. As in Core Graphics it
    /// is not part of the graphics state: `saveGState()` and `restoreGState()` leave it.
    public var textMatrix: Transform = .identity
    /// Where the next line of Core Text is drawn, in user space, like
    /// `CGContext.textPosition`: `CTLineDraw` puts the line's origin (its baseline's
    /// start) there. Not part of the graphics state, as in Core Graphics.
    public var textPosition: CGPoint = .zero

    /// A context drawing into a bitmap, its user space scaled by `scale` so that the
    /// caller draws in points.
    package convenience init(bitmap: Bitmap, scale: CGFloat, reportInvalidUse: @escaping (String) -> Void) {
        self.init(bitmap: bitmap, scale: scale, userSpace: Transform(scaleX: scale, y: scale),
                  reportInvalidUse: reportInvalidUse)
    }

    /// A context drawing into a bitmap, its user space mapped to pixels by `transform`
    /// (Core Graphics' bitmap contexts are y-up).
    package init(bitmap: Bitmap, scale: CGFloat, userSpace transform: Transform,
                 reportInvalidUse: @escaping (String) -> Void) {
        cairo = cairo_create(bitmap.surface)
        self.bitmap = bitmap
        self.scale = scale
        self.reportInvalidUse = reportInvalidUse
        state = GraphicsState(ctm: transform)
        baseTransform = transform
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
        // CoreGraphics' default line width is 1 point; cairo's is 2.
        cairo_set_line_width(cairo, 1)
    }

    /// A context drawing into a compositor's `cairo_t` (a band of the framebuffer or
    /// an offscreen surface), its user space mapped to device pixels by `transform`.
    /// The cairo state is saved here and restored by `invalidate()`, so what the
    /// context sets (clip, matrix, line settings) does not outlive it.
    package init(sharing cairo: OpaquePointer, transform: Transform, scale: CGFloat,
                 reportInvalidUse: @escaping (String) -> Void = { _ in }) {
        self.cairo = cairo_reference(cairo)
        self.scale = scale
        self.reportInvalidUse = reportInvalidUse
        state = GraphicsState(ctm: transform)
        baseTransform = transform
        restoresSharedState = true
        cairo_save(cairo)
        var matrix = transform.cairoMatrix
        if transform.isInvertible { cairo_set_matrix(cairo, &matrix) }
        cairo_new_path(cairo)
        cairo_set_line_width(cairo, 1)
    }

    /// A context drawing the pages of `document`, in points, which it keeps alive (see
    /// ``PDFDocument``); it draws nothing until a page begins, and nothing once the
    /// document is closed.
    package convenience init(drawingPagesOf document: PDFDocument) {
        let cairo = cairo_create(document.surface)!
        defer { cairo_destroy(cairo) }
        let subject = document.subject
        self.init(sharing: cairo, transform: .identity, scale: 1) { operation in
            Diagnostics.report("invalid context: \(operation) called on the context of a closed \(subject)")
        }
        self.document = document
        document.attach(self)
    }

    deinit { invalidate() }

    /// Ends the context's life: later calls draw nothing and report invalid use.
    package func invalidate() {
        if let cairo {
            unwindSavedStates(on: cairo)
            if restoresSharedState { cairo_restore(cairo) }
            cairo_destroy(cairo)
        }
        cairo = nil
    }

    /// Starts over with the initial graphics state, user space mapped to device space by
    /// `transform`: every saved state popped, no clip, no path, the default colors and
    /// line settings; as Core Graphics begins each page of a PDF context. Only for a
    /// context that shares its `cairo_t` (whose state before sharing is restored).
    package func startOver(userSpace transform: Transform) {
        withCairo { cairo in
            precondition(restoresSharedState, "startOver(userSpace:) is for contexts sharing a cairo_t")
            unwindSavedStates(on: cairo)
            cairo_restore(cairo)
            cairo_save(cairo)
            var matrix = transform.cairoMatrix
            if transform.isInvertible { cairo_set_matrix(cairo, &matrix) }
            cairo_new_path(cairo)
            cairo_set_line_width(cairo, 1)
            state = GraphicsState(ctm: transform)
            baseTransform = transform
            currentPath = PathRecord()
        }
    }

    /// Restores the states that saves left unbalanced, each ending the mask clips set
    /// in it, then ends the mask clips of the state left.
    private func unwindSavedStates(on cairo: OpaquePointer) {
        while let saved = savedStates.popLast() {
            endMaskClips(downTo: saved.maskClips.count, on: cairo)
            cairo_restore(cairo)
            state = saved
        }
        endMaskClips(downTo: 0, on: cairo)
    }

    /// Whether drawing through this context still reaches its bitmap.
    public var isValid: Bool { cairo != nil }

    /// Runs `body` with the `cairo_t` when the context is valid; otherwise reports the
    /// invalid use of `operation` and does nothing.
    package func withCairo(_ operation: String = #function, _ body: (OpaquePointer) -> Void) {
        guard let cairo else {
            reportInvalidUse(operation)
            return
        }
        body(cairo)
        if let mirror, let bitmap { mirror.store(from: bitmap) }
    }

    /// Like `withCairo`, for operations that build paths or draw: while the current
    /// transform cannot be inverted they do nothing, as nothing CoreGraphics draws
    /// through a collapsed transform covers any pixel.
    package func withDrawableCairo(_ operation: String = #function, _ body: (OpaquePointer) -> Void) {
        withCairo(operation) { cairo in
            guard state.ctm.isInvertible else { return }
            body(cairo)
        }
    }

    /// Like `withCairo`, for operations that return a value (queries, which change no
    /// pixel, so a mirror is not written); `fallback` when invalid.
    package func withCairo<T>(_ operation: String = #function, fallback: T, _ body: (OpaquePointer) -> T) -> T {
        guard let cairo else {
            reportInvalidUse(operation)
            return fallback
        }
        return body(cairo)
    }
}

// MARK: - The current context

extension GraphicsContext {
    /// The context of the draw call in progress on this thread, like
    /// `UIGraphicsGetCurrentContext()`: the top of the thread's context stack, `nil`
    /// when the stack is empty (outside every draw call).
    public static var current: GraphicsContext? { CurrentContextStack.contexts.last }

    /// Runs `body` with this context as `GraphicsContext.current`, on top of the
    /// thread's context stack; afterwards the stack is as it was before, whatever
    /// `body` pushed or popped (UIKit's stack is balanced around `drawRect:`).
    package func makeCurrent<R>(during body: () throws -> R) rethrows -> R {
        let stack = CurrentContextStack.storage
        let saved = stack.contexts
        stack.contexts.append(self)
        defer { stack.contexts = saved }
        return try body()
    }

    /// Pushes this context on the thread's context stack, making it current until the
    /// matching `popCurrent()`, like `UIGraphicsPushContext(_:)`.
    package func pushCurrent() {
        CurrentContextStack.contexts.append(self)
    }

    /// Pops the thread's context stack, like `UIGraphicsPopContext()`; returns whether
    /// there was a context to pop.
    @discardableResult
    package static func popCurrent() -> Bool {
        CurrentContextStack.contexts.popLast() != nil
    }
}

/// The thread's stack of current contexts. UIKit keeps one per thread; a draw call is
/// synchronous, so a thread-local stack gives every draw (and every task, between its
/// suspension points) its own.
private enum CurrentContextStack {
    /// The stack's storage, owned by its thread.
    final class Storage { var contexts: [GraphicsContext] = [] }

    /// The thread-specific slot holding each thread's storage (retained; released when
    /// the thread ends). A `pthread` key, not the thread dictionary: every draw call
    /// reaches the stack, and a Foundation dictionary lookup cost a sixth of a commit
    /// that redraws a thousand small views.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { storage in
            guard let storage else { return }
            Unmanaged<Storage>.fromOpaque(storage).release()
        }
        return key
    }()

    /// This thread's storage, made on first use.
    static var storage: Storage {
        if let slot = pthread_getspecific(key) { return Unmanaged<Storage>.fromOpaque(slot).takeUnretainedValue() }
        let storage = Storage()
        pthread_setspecific(key, Unmanaged.passRetained(storage).toOpaque())
        return storage
    }

    static var contexts: [GraphicsContext] {
        get { storage.contexts }
        set { storage.contexts = newValue }
    }
}

// MARK: - Graphics state

extension GraphicsContext {
    /// Pushes a copy of the graphics state (transform, clip, colors, line settings).
    public func saveGState() {
        withCairo { cairo in
            cairo_save(cairo)
            savedStates.append(state)
        }
    }

    /// Pops the graphics state saved by the matching `saveGState()`. An unmatched
    /// restore is ignored, as CoreGraphics does.
    public func restoreGState() {
        withCairo { cairo in
            guard let saved = savedStates.popLast() else { return }
            endMaskClips(downTo: saved.maskClips.count, on: cairo)
            cairo_restore(cairo)
            state = saved
            applyAntialiasing(on: cairo)
        }
    }
}
