import Foundation

/// Draws PDF documents, like `UIGraphicsPDFRenderer`: each page begun by the actions
/// (`beginPage()`) is drawn in UIKit's coordinates, y down from the top-left of the
/// renderer's bounds, and the document is written through cairo's PDF surface.
///
/// The same drawing gives the same bytes: the document has no creation date (UIKit's
/// has the time it was made).
public final class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// The drawing closure of `pdfData(actions:)` and `writePDF(to:withActions:)`, like
    /// `UIGraphicsPDFRenderer.DrawingActions`.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    private let pdfFormat: UIGraphicsPDFRendererFormat

    /// How the documents are made, like `UIGraphicsPDFRenderer.format`.
    public override var format: UIGraphicsPDFRendererFormat { pdfFormat }

    /// A renderer of documents whose pages are `bounds`, like
    /// `UIGraphicsPDFRenderer(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        pdfFormat = format
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of documents whose pages are `bounds`, with the default format, like
    /// `UIGraphicsPDFRenderer(bounds:)`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// The document the actions draw, like `UIGraphicsPDFRenderer.pdfData(actions:)`.
    public func pdfData(actions: DrawingActions) -> Data {
        let document = PDFDocument(mediaBox: bounds, info: CGContext.documentInfo(format.documentInfo), flipped: false,
                                   subject: "UIGraphicsPDFRenderer")
        let context = CGContext(drawingPagesOf: document)
        context.makeCurrent {
            actions(UIGraphicsPDFRendererContext(cgContext: context, document: document, format: format))
        }
        return document.close()
    }

    /// Writes the document the actions draw to the file at `url`, like
    /// `UIGraphicsPDFRenderer.writePDF(to:withActions:)`: whole, or not at all when it
    /// cannot be written (the error says why).
    public func writePDF(to url: URL, withActions actions: DrawingActions) throws {
        try pdfData(actions: actions).write(to: url, options: .atomic)
    }
}

/// How a `UIGraphicsPDFRenderer` makes its documents, like `UIGraphicsPDFRendererFormat`.
public final class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// The document's information, like `UIGraphicsPDFRendererFormat.documentInfo`: its
    /// `kCGPDFContextTitle`, `kCGPDFContextAuthor`, `kCGPDFContextSubject`,
    /// `kCGPDFContextKeywords` and `kCGPDFContextCreator` are written.
    public var documentInfo: [String: Any] = [:]

    /// A format with the default values, like `UIGraphicsPDFRendererFormat()`.
    public override init() {}

    /// A format with the default values, like `UIGraphicsPDFRendererFormat.default()`.
    public override class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The drawing environment a `UIGraphicsPDFRenderer` hands its actions, like
/// `UIGraphicsPDFRendererContext`: pages, links and destinations.
public final class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let document: PDFDocument
    private let pdfFormat: UIGraphicsPDFRendererFormat

    init(cgContext: CGContext, document: PDFDocument, format: UIGraphicsPDFRendererFormat) {
        self.document = document
        pdfFormat = format
        super.init(cgContext: cgContext, format: format)
    }

    /// The format the document is made with, like `UIGraphicsPDFRendererContext.format`.
    public override var format: UIGraphicsPDFRendererFormat { pdfFormat }

    /// The bounds of the page being drawn (the renderer's between pages), like
    /// `UIGraphicsPDFRendererContext.pdfContextBounds`.
    public var pdfContextBounds: CGRect { document.pageBox ?? document.defaultMediaBox }

    /// Begins a page of the renderer's bounds, ending the page being drawn, like
    /// `UIGraphicsPDFRendererContext.beginPage()`.
    public func beginPage() {
        document.beginPage(mediaBox: nil, subject: "UIGraphicsPDFRendererContext.beginPage()")
    }

    /// Begins a page of `bounds`, ending the page being drawn, like
    /// `UIGraphicsPDFRendererContext.beginPage(withBounds:pageInfo:)`.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        document.beginPage(mediaBox: bounds, subject: "UIGraphicsPDFRendererContext.beginPage(withBounds:pageInfo:)")
    }

    /// Makes `rect` of the page a link to `url`, like
    /// `UIGraphicsPDFRendererContext.setURL(_:for:)`.
    public func setURL(_ url: URL, for rect: CGRect) {
        cgContext.setURL(url, for: rect)
    }

    /// Names `point` of the page as a destination, like
    /// `UIGraphicsPDFRendererContext.addDestination(withName:at:)`.
    public func addDestination(withName name: String, at point: CGPoint) {
        cgContext.addDestination(name, at: point)
    }

    /// Makes `rect` of the page a link to the destination `name`, like
    /// `UIGraphicsPDFRendererContext.setDestinationWithName(_:for:)`.
    public func setDestinationWithName(_ name: String, for rect: CGRect) {
        cgContext.setDestination(name, for: rect)
    }
}
