@_implementationOnly import CCairo
import Foundation

/// A PDF document written page by page through cairo's PDF surface: what Core
/// Graphics' PDF context (`CGContext(consumer:mediaBox:_:)`) and UIKit's
/// `UIGraphicsPDFRenderer` write.
///
/// Every page is drawn through one ``GraphicsContext`` (made by
/// ``GraphicsContext/init(drawingPagesOf:)``, which keeps the document alive), and the
/// context starts each page with a fresh graphics state and its user space mapped onto
/// that page's media box: y down from the box's top-left as UIKit draws, or y up from
/// its bottom-left as Core Graphics does (`flipped`). Drawing between pages lands on no
/// page. The document's bytes are whole once it is closed (``close()``, or when the
/// document goes away), and they are the same for the same drawing: no creation date
/// is written.
package final class PDFDocument {
    /// The document's metadata, as PDF's document information dictionary has it.
    package struct Info: Sendable, Equatable {
        package var title, author, subject, keywords, creator: String?

        package init(title: String? = nil, author: String? = nil, subject: String? = nil,
                     keywords: String? = nil, creator: String? = nil) {
            (self.title, self.author, self.subject, self.keywords, self.creator) = (title, author, subject, keywords, creator)
        }
    }

    /// The media box of pages begun without one, in points.
    package let defaultMediaBox: CGRect
    /// The context every page is drawn through.
    package private(set) weak var context: GraphicsContext?
    /// The media box of the page being drawn; `nil` between pages.
    package private(set) var pageBox: CGRect?
    /// The bytes cairo has written so far; the whole document once closed.
    private let output = Output()
    private(set) var surface: OpaquePointer?
    /// Whether user space has y growing up from the bottom of the page (Core Graphics).
    private let flipped: Bool
    /// Given the document's bytes once, when it is closed.
    private var completion: ((Data) -> Void)?
    /// What the document is called in diagnostics.
    let subject: String

    /// A new document whose pages are `mediaBox` unless begun with another (an empty or
    /// non-finite box is 612 × 792 points, US Letter, as Core Graphics uses, reported);
    /// `completion` gets its bytes when it is closed.
    package init(mediaBox: CGRect, info: Info, flipped: Bool, subject: String,
                 completion: ((Data) -> Void)? = nil) {
        let box = Self.checked(mediaBox, subject: subject)
        defaultMediaBox = box
        self.flipped = flipped
        self.completion = completion
        self.subject = subject
        let surface = cairo_pdf_surface_create_for_stream({ closure, bytes, count in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Output>.fromOpaque(closure).takeUnretainedValue().bytes.append(bytes, count: Int(count))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(output).toOpaque(), box.width, box.height)!
        self.surface = surface
        // An empty creation date leaves it out: the bytes depend on the drawing alone.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        for (key, value) in [(CAIRO_PDF_METADATA_TITLE, info.title), (CAIRO_PDF_METADATA_AUTHOR, info.author),
                             (CAIRO_PDF_METADATA_SUBJECT, info.subject), (CAIRO_PDF_METADATA_KEYWORDS, info.keywords),
                             (CAIRO_PDF_METADATA_CREATOR, info.creator)] {
            if let value { cairo_pdf_surface_set_metadata(surface, key, value) }
        }
    }

    /// Makes `context` the one that draws the pages; it draws nothing until one begins.
    func attach(_ context: GraphicsContext) {
        self.context = context
        Self.discardDrawing(on: context)
    }

    deinit { finish() }

    /// Whether the document is closed: its bytes are whole and nothing more is drawn.
    package var isClosed: Bool { surface == nil }

    /// Begins a page of `mediaBox` (the default box when `nil`), ending the page being
    /// drawn first; the context starts it with a fresh graphics state.
    package func beginPage(mediaBox: CGRect?, subject: String) {
        guard let surface else { return Diagnostics.report("\(subject): the document is closed; no page begins") }
        endPage()
        let box = mediaBox.map { Self.checked($0, subject: subject) } ?? defaultMediaBox
        cairo_pdf_surface_set_size(surface, box.width, box.height)
        pageBox = box
        context?.startOver(userSpace: flipped
            ? Transform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
            : Transform(translationX: -box.minX, y: -box.minY))
    }

    /// Ends the page being drawn; nothing between pages.
    package func endPage() {
        guard let surface, pageBox != nil else { return }
        cairo_surface_show_page(surface)
        pageBox = nil
        if let context {
            context.startOver(userSpace: .identity)
            Self.discardDrawing(on: context)
        }
    }

    /// Makes `rect` (in the context's user space) of the page being drawn a link to
    /// `url`, or to the named destination `destination`.
    package func addLink(to target: LinkTarget, over rect: CGRect) {
        guard pageBox != nil, let context else { return }
        let r = rect.standardized
        let destination = switch target {
        case .url(let url): "uri='\(Self.quoted(url))'"
        case .destination(let name): "dest='\(Self.quoted(name))'"
        }
        context.withCairo { cairo in
            let attributes = "rect=[\(r.minX) \(r.minY) \(r.width) \(r.height)] \(destination)"
            cairo_tag_begin(cairo, CAIRO_TAG_LINK, attributes)
            cairo_tag_end(cairo, CAIRO_TAG_LINK)
        }
    }

    /// Names `point` (in the context's user space) of the page being drawn as a
    /// destination that links can go to.
    package func addDestination(named name: String, at point: CGPoint) {
        guard pageBox != nil, let context else { return }
        context.withCairo { cairo in
            let attributes = "name='\(Self.quoted(name))' x=\(point.x) y=\(point.y)"
            cairo_tag_begin(cairo, CAIRO_TAG_DEST, attributes)
            cairo_tag_end(cairo, CAIRO_TAG_DEST)
        }
    }

    /// Where a link goes.
    package enum LinkTarget: Sendable, Equatable {
        case url(String)
        case destination(String)
    }

    /// `text` as a quoted value of cairo's tag attributes: quotes and backslashes escaped.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    /// Ends the page being drawn and the document, and returns its bytes (also given to
    /// the completion); the context is invalid afterwards.
    @discardableResult
    package func close() -> Data {
        finish()
        return output.bytes
    }

    private func finish() {
        guard let surface else { return }
        endPage()
        context?.invalidate()
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        self.surface = nil
        completion?(output.bytes)
        completion = nil
    }

    /// Clips everything away, so that drawing between pages reaches no page.
    private static func discardDrawing(on context: GraphicsContext) {
        context.clip(to: .zero)
    }

    /// US Letter, 612 × 792 points: Core Graphics' media box when none is given.
    package static let usLetter = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// `box`, or US Letter when it is empty or not finite (reported).
    private static func checked(_ box: CGRect, subject: String) -> CGRect {
        let standardized = box.standardized
        guard standardized.width.isFinite, standardized.height.isFinite, standardized.minX.isFinite,
              standardized.minY.isFinite, standardized.width > 0, standardized.height > 0 else {
            Diagnostics.report("\(subject): a media box of \(box.origin.x), \(box.origin.y), \(box.width) × \(box.height) is empty or not finite; using 612 × 792 points")
            return usLetter
        }
        return standardized
    }

    /// The bytes cairo writes, kept where its C callback can reach them.
    private final class Output {
        var bytes = Data()
    }
}
