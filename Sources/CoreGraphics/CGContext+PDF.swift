import Foundation

/// The media box of a page, a key of a PDF context's page information, like
/// `kCGPDFContextMediaBox` (its value a `CGRect`, or `Data` holding one's bytes as iOS
/// code passes it).
public let kCGPDFContextMediaBox: CFString = "MediaBox"
/// The document's title, like `kCGPDFContextTitle`.
public let kCGPDFContextTitle: CFString = "kCGPDFContextTitle"
/// The document's author, like `kCGPDFContextAuthor`.
public let kCGPDFContextAuthor: CFString = "kCGPDFContextAuthor"
/// The document's subject, like `kCGPDFContextSubject`.
public let kCGPDFContextSubject: CFString = "kCGPDFContextSubject"
/// The document's keywords (a string, or an array of strings), like `kCGPDFContextKeywords`.
public let kCGPDFContextKeywords: CFString = "kCGPDFContextKeywords"
/// The application that made the document, like `kCGPDFContextCreator`.
public let kCGPDFContextCreator: CFString = "kCGPDFContextCreator"

/// Core Graphics' PDF contexts: a document drawn page by page in Core Graphics'
/// coordinates (y up from the bottom-left of each page's media box), written through
/// cairo's PDF surface to a `CGDataConsumer` when the document is closed.
extension CGContext {
    /// A PDF context writing to `consumer`, like `CGContext(consumer:mediaBox:_:)`: its
    /// pages are `mediaBox` (US Letter when `nil`) unless begun with another, and
    /// `auxiliaryInfo` gives the document's title, author, subject, keywords and creator.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        let document = PDFDocument(mediaBox: mediaBox?.pointee ?? PDFDocument.usLetter, info: Self.documentInfo(auxiliaryInfo),
                                   flipped: true, subject: "PDF context", completion: consumer.consume)
        self.init(drawingPagesOf: document)
    }

    /// A PDF context writing the file at `url`, like `CGContext(_:mediaBox:_:)`; `nil`
    /// for a URL that is not a file's. The file is written whole when the document closes.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Begins a page, like `beginPDFPage(_:)`: of the media box `pageInfo` names under
    /// `kCGPDFContextMediaBox`, else the context's. Drawing outside a page is lost, as
    /// Core Graphics loses it.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        pdfDocument("beginPDFPage(_:)")?.beginPage(mediaBox: Self.mediaBox(in: pageInfo), subject: "beginPDFPage(_:)")
    }

    /// Ends the page being drawn, like `endPDFPage()`.
    public func endPDFPage() {
        pdfDocument("endPDFPage()")?.endPage()
    }

    /// Begins a page of `mediaBox` (the context's when `nil`), like `beginPage(mediaBox:)`.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        pdfDocument("beginPage(mediaBox:)")?.beginPage(mediaBox: mediaBox?.pointee, subject: "beginPage(mediaBox:)")
    }

    /// Ends the page being drawn, like `endPage()`.
    public func endPage() {
        pdfDocument("endPage()")?.endPage()
    }

    /// Ends the document and hands its bytes to the consumer, like `closePDF()`; the
    /// context draws nothing afterwards. A PDF context that goes away unclosed is closed then.
    public func closePDF() {
        pdfDocument("closePDF()")?.close()
    }

    /// Makes `rect` of the page a link to `url`, like `setURL(_:for:)`.
    public func setURL(_ url: CFURL, for rect: CGRect) {
        pdfDocument("setURL(_:for:)")?.addLink(to: .url(url.absoluteString), over: rect)
    }

    /// Names `point` of the page as a destination, like `addDestination(_:at:)`.
    public func addDestination(_ name: CFString, at point: CGPoint) {
        pdfDocument("addDestination(_:at:)")?.addDestination(named: name, at: point)
    }

    /// Makes `rect` of the page a link to the destination `name`, like
    /// `setDestination(_:for:)`.
    public func setDestination(_ name: CFString, for rect: CGRect) {
        pdfDocument("setDestination(_:for:)")?.addLink(to: .destination(name), over: rect)
    }

    /// The document of a PDF context; `nil`, reported, for any other context.
    private func pdfDocument(_ operation: String) -> PDFDocument? {
        guard let document else {
            Diagnostics.report("CGContext.\(operation): not a PDF context; nothing happens")
            return nil
        }
        return document
    }

    /// The document information of `info`'s `kCGPDFContext…` keys.
    package static func documentInfo(_ info: CFDictionary?) -> PDFDocument.Info {
        let string = { (key: CFString) -> String? in
            switch info?[key] {
            case let text as String: text
            case let words as [String]: words.joined(separator: ", ")
            default: nil
            }
        }
        return PDFDocument.Info(title: string(kCGPDFContextTitle), author: string(kCGPDFContextAuthor),
                                subject: string(kCGPDFContextSubject), keywords: string(kCGPDFContextKeywords),
                                creator: string(kCGPDFContextCreator))
    }

    /// The media box a page's information names, as a rect or as a rect's bytes.
    private static func mediaBox(in pageInfo: CFDictionary?) -> CGRect? {
        switch pageInfo?[kCGPDFContextMediaBox] {
        case let rect as CGRect: rect
        case let data as Data where data.count == MemoryLayout<CGRect>.size: data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        default: nil
        }
    }
}
