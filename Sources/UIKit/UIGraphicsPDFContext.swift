import Foundation

/// Starts a PDF document written to `data`, like
/// `UIGraphicsBeginPDFContextToData(_:_:_:)`: its context becomes current until
/// `UIGraphicsEndPDFContext()`, and its pages are `bounds` (US Letter when empty) in
/// UIKit's coordinates. Nothing is drawn until `UIGraphicsBeginPDFPage()`.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    PDFContexts.begin(bounds: bounds, documentInfo: documentInfo) { data.append($0) }
}

/// Starts a PDF document written to the file at `path` when it ends (whole, by
/// `CGDataConsumer(url:)`), like `UIGraphicsBeginPDFContextToFile(_:_:_:)`; false, with
/// nothing begun, when the file's folder cannot be written.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.isWritableFile(atPath: url.deletingLastPathComponent().path),
          let consumer = CGDataConsumer(url: url) else {
        Diagnostics.report("UIGraphicsBeginPDFContextToFile: cannot write in the folder of \(path); no PDF context begins")
        return false
    }
    PDFContexts.begin(bounds: bounds, documentInfo: documentInfo, completion: consumer.consume)
    return true
}

/// Begins a page of the current PDF context's bounds, like `UIGraphicsBeginPDFPage()`.
public func UIGraphicsBeginPDFPage() {
    PDFContexts.current("UIGraphicsBeginPDFPage")?.beginPage(mediaBox: nil, subject: "UIGraphicsBeginPDFPage")
}

/// Begins a page of `bounds`, like `UIGraphicsBeginPDFPageWithInfo(_:_:)`.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    PDFContexts.current("UIGraphicsBeginPDFPageWithInfo")?.beginPage(mediaBox: bounds, subject: "UIGraphicsBeginPDFPageWithInfo")
}

/// The bounds of the current PDF context's page (its document's between pages), like
/// `UIGraphicsGetPDFContextBounds()`; zero outside a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let document = GraphicsContext.current?.document else { return .zero }
    return document.pageBox ?? document.defaultMediaBox
}

/// Makes `rect` of the current page a link to `url`, like
/// `UIGraphicsSetPDFContextURLForRect(_:_:)`.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    PDFContexts.current("UIGraphicsSetPDFContextURLForRect")?.addLink(to: .url(url.absoluteString), over: rect)
}

/// Names `point` of the current page as a destination, like
/// `UIGraphicsAddPDFContextDestinationAtPoint(_:_:)`.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    PDFContexts.current("UIGraphicsAddPDFContextDestinationAtPoint")?.addDestination(named: name, at: point)
}

/// Makes `rect` of the current page a link to the destination `name`, like
/// `UIGraphicsSetPDFContextDestinationForRect(_:_:)`.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    PDFContexts.current("UIGraphicsSetPDFContextDestinationForRect")?.addLink(to: .destination(name), over: rect)
}

/// Ends the current PDF context's document, like `UIGraphicsEndPDFContext()`: its bytes
/// go to its data or file, and the context stops being current and becomes invalid.
public func UIGraphicsEndPDFContext() {
    guard let document = PDFContexts.current("UIGraphicsEndPDFContext") else { return }
    GraphicsContext.popCurrent()
    document.close()
}

/// The PDF contexts begun by `UIGraphicsBeginPDFContextToData` and the like: the
/// current context's document, found through the context, which keeps it.
private enum PDFContexts {
    static func begin(bounds: CGRect, documentInfo: [AnyHashable: Any]?, completion: @escaping (Data) -> Void) {
        let box = bounds.isEmpty ? PDFDocument.usLetter : bounds
        let document = PDFDocument(mediaBox: box, info: CGContext.documentInfo(documentInfo), flipped: false,
                                   subject: "UIGraphicsBeginPDFContext", completion: completion)
        CGContext(drawingPagesOf: document).pushCurrent()
    }

    /// The current context's PDF document; `nil`, reported, when the current context
    /// is not a PDF context's.
    static func current(_ function: String) -> PDFDocument? {
        guard let document = GraphicsContext.current?.document else {
            Diagnostics.report("\(function): the current context is not a PDF context; nothing happens")
            return nil
        }
        return document
    }
}
