import SwiftSyntax

/// Ports one parsed file: collects the edits that keep each iOS-only construct for iOS
/// and give Linux its own form, then applies them. Everything already inside an
/// `#if canImport(ObjectiveC)` is left alone, so porting twice changes nothing.
final class FilePorter: SyntaxVisitor {
    private let lines: SourceLines
    private let converter: SourceLocationConverter
    private let survey: PortSurvey
    /// The file's path, as the survey names it.
    private let path: String
    /// What the file declares `private` or `fileprivate`.
    private let filePrivateNames: Set<String>
    /// Edits that both copies of a duplicated statement take.
    private var sharedEdits: [SourceEdit] = []
    /// Statements kept for iOS and copied for Linux, by range, with the edits only the
    /// Linux copy takes.
    private var duplicates: [Range<Int>: [SourceEdit]] = [:]
    private(set) var changes: [PortChange] = []
    /// The classes given `NSKeyValueObserving` for Linux.
    private var observingClasses: Set<String> = []
    /// Runs of overrides in this file's extensions that move into their class's body on
    /// Linux: each run's range, the class's qualified name and the file that declares it.
    private var movedRuns: [(range: Range<Int>, className: String, destination: String)] = []
    /// The classes this file declares, by qualified name: the bodies that take moved overrides.
    private var declaredClasses: [String: ClassDeclSyntax] = [:]

    static let objectiveCCondition = "canImport(ObjectiveC)"

    init(file: SourceFileSyntax, bytes: [UInt8], path: String, survey: PortSurvey) {
        lines = SourceLines(bytes: bytes)
        self.path = path
        filePrivateNames = file.filePrivateNames
        converter = SourceLocationConverter(fileName: path, tree: file)
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }

    /// The overrides this file's extensions give up on Linux, in their Linux form, each
    /// bound for its class's body.
    var movedOverrides: [MovedOverrides] {
        movedRuns.map { run in
            MovedOverrides(className: run.className, destination: run.destination, text: linuxText(of: run.range),
                           indentation: lines.indentation(at: run.range.lowerBound))
        }
    }

    /// The file with every edit applied, and `moved` (the overrides bound for classes
    /// this file declares) at the end of their classes' bodies.
    func portedBytes(receiving moved: [MovedOverrides]) -> [UInt8] {
        let runs = movedRuns.map(\.range)
        let outer = duplicates.keys.filter { range in
            !runs.contains { $0.overlaps(range) } && !duplicates.keys.contains { $0 != range && Self.contains($0, range) }
        }
        let taken = outer + runs
        var edits = sharedEdits.filter { edit in !taken.contains { $0.overlaps(edit.range) || Self.contains($0, edit.range) } }
        for range in outer {
            let indentation = lines.indentation(at: range.lowerBound)
            let iOS = SourceEdit.apply(sharedEdits.filter { Self.contains(range, $0.range) }, to: lines.bytes, in: range)
            edits.append(SourceEdit(range: range, text: Self.conditional(iOS, else: linuxText(of: range), indentation: indentation)))
        }
        for range in runs {
            let indentation = lines.indentation(at: range.lowerBound)
            edits.append(SourceEdit(range: range, text: Self.conditional(lines.text(range), indentation: indentation)))
        }
        for (name, group) in Dictionary(grouping: moved, by: \.className) {
            if let node = declaredClasses[name] { edits.append(MovedOverrides.insertion(of: group, into: node, lines: lines)) }
        }
        return SourceEdit.apply(edits, to: lines.bytes)
    }

    /// The text of `range` as Linux compiles it: with the edits both forms take and those
    /// only Linux's copy of a statement takes.
    private func linuxText(of range: Range<Int>) -> String {
        let linuxOnly = duplicates.filter { range.contains($0.key.lowerBound) }.values.joined()
        return SourceEdit.apply((sharedEdits + linuxOnly).filter { Self.contains(range, $0.range) }, to: lines.bytes, in: range)
    }

    /// Whether `inner` lies within `outer`.
    private static func contains(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
    }

    // MARK: What is left alone

    /// A clause only Apple's platforms compile (`#if canImport(ObjectiveC)`, `#if os(macOS)`
    /// …) needs no Linux form: it is skipped, which is also what makes a second port of
    /// a ported file change nothing. A clause for iOS (`#if os(iOS)`, `#if os(iOS) ||
    /// os(tvOS)`) is made to hold on Linux too (see `IOSConditionPort`), and its code
    /// is ported like the rest.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        let edits = IOSConditionPort.edits(for: condition)
        if !edits.isEmpty {
            sharedEdits += edits
            let ported = SourceEdit.apply(edits, to: lines.bytes, in: condition.byteRange)
            record(.rewritten, at: condition, "`\(condition.trimmedDescription)` also holds on Linux, where Easel's UIKit "
                   + "stands in for iOS's: `\(ported)`")
            return .visitChildren
        }
        return Self.appleOnlyConditions.contains(condition.trimmedDescription) ? .skipChildren : .visitChildren
    }

    private static let appleOnlyConditions: Set<String> = [
        objectiveCCondition, "canImport(Darwin)", "canImport(AppKit)", "_runtime(_ObjC)",
        "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "targetEnvironment(macCatalyst)",
    ]

    // MARK: Imports

    /// `import UIKit.UIGestureRecognizerSubclass` names a submodule of Apple's UIKit
    /// that Easel's does not split off (what it declares is in `UIKit` itself): Linux
    /// imports `UIKit`.
    private func portSubmoduleImport(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.trimmedDescription
        if wrapLines(of: node, "`import \(path)`", linux: { _ in "import UIKit" }) {
            record(.rewritten, at: node, "`import \(path)` → `import UIKit` on Linux")
        }
        return .skipChildren
    }

    /// On iOS `import Foundation` brings Core Graphics (and a file may use Core
    /// Animation's names through it); on Linux it brings only `CGFloat`, `CGPoint`,
    /// `CGSize` and `CGRect`. A file that uses more and imports none of the modules that
    /// have it gets `import CoreGraphics` (or `QuartzCore`) after its last import.
    ///
    /// A file that uses UIKit's own names (`UIView`) without importing UIKit, in a set
    /// where other files do, gets `import UIKit` after its last import instead: imports
    /// are per file in Swift (a type is not visible through another file's import), but
    /// a CocoaPods or Xcode framework compiles every file with its umbrella header,
    /// which imports UIKit (AnimatedField's `import Foundation`-only extensions build so).
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        let imports = node.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let modules = Set(imports.compactMap { $0.path.first?.name.text })
        let names = Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { name } else { nil }
        })
        guard let last = imports.last else {
            importUIKit(into: node, using: names)
            return .visitChildren
        }
        if survey.importsUIKit, modules.isDisjoint(with: ["UIKit", "SwiftUI"]), names.contains(where: Self.isUIKitName),
           let end = lines.endOfLine(after: last.byteRange.upperBound) {
            sharedEdits.append(SourceEdit(range: end..<end, text: "\n\(lines.indentation(at: end))import UIKit"))
            record(.rewritten, at: last, "`import UIKit` added (valid on iOS too): on iOS a framework's umbrella header "
                   + "imports it into every file, on Linux only the file's own imports count")
            return .visitChildren
        }
        guard modules.isDisjoint(with: ["UIKit", "CoreGraphics", "QuartzCore", "SwiftUI"]) else {
            return .visitChildren
        }
        let usesCoreAnimation = names.contains { $0.hasPrefix("CA") || $0.hasPrefix("kCA") }
        let usesCoreGraphics = names.contains { $0.hasPrefix("CG") && !Self.foundationGeometry.contains($0) }
        guard usesCoreAnimation || usesCoreGraphics, let end = lines.endOfLine(after: last.byteRange.upperBound) else {
            return .visitChildren
        }
        let module = usesCoreAnimation ? "QuartzCore" : "CoreGraphics"
        sharedEdits.append(SourceEdit(range: end..<end, text: "\n\(lines.indentation(at: end))import \(module)"))
        record(.rewritten, at: last, "`import \(module)` added: on iOS Foundation brings it, on Linux it does not")
        return .visitChildren
    }

    /// A file with no import at all that uses UIKit's, Core Graphics' or Core
    /// Animation's names, in a set where other files import UIKit, builds on iOS inside
    /// a framework, whose umbrella header imports UIKit into every file (CocoaPods' and
    /// Xcode's framework targets do); on Linux it gets `import UIKit` before its first
    /// statement.
    private func importUIKit(into node: SourceFileSyntax, using names: Set<String>) {
        let prefixes = ["UI", "CG", "CA", "NS"]
        guard survey.importsUIKit, names.contains(where: { name in prefixes.contains { name.hasPrefix($0) && name.count > 2 && name.dropFirst(2).first!.isUppercase } }),
              let first = node.statements.first else { return }
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        sharedEdits.append(SourceEdit(range: start..<start, text: "import UIKit\n\n"))
        record(.rewritten, at: first, "`import UIKit` added: on iOS a framework's umbrella header imports it into every file")
    }

    /// Whether `name` is one of UIKit's own (`UIView`, `UIColor`): `UI` and a capital.
    private static func isUIKitName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.count > 2 && name.dropFirst(2).first!.isUppercase
    }

    /// What swift-corelibs-foundation declares of Core Graphics.
    private static let foundationGeometry: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect", "CGRectEdge"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if module == "UIKit", node.path.count > 1 { return portSubmoduleImport(node) }
        guard ["ObjectiveC", "Darwin"].contains(module) else { return .skipChildren }
        if wrapLines(of: node, "`import \(module)`", condition: "canImport(\(module))") {
            record(.rewritten, at: node, "`import \(module)` only where the module exists")
        }
        return .skipChildren
    }

    // MARK: Attributes

    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        var run: [AttributeSyntax] = []
        for element in node {
            if case .attribute(let attribute) = element, Self.isObjectiveCOnly(attribute) {
                run.append(attribute)
            } else {
                wrap(run)
                run = []
                if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "UIApplicationMain" {
                    rewriteApplicationMain(attribute)
                }
            }
        }
        wrap(run)
        return .visitChildren
    }

    /// Attributes that need the Objective-C runtime: `@objc`, `@objcMembers` and
    /// `@IBOutlet` (whose property must hold an `@objc` class).
    private static func isObjectiveCOnly(_ attribute: AttributeSyntax) -> Bool {
        ["objc", "objcMembers", "IBOutlet"].contains(attribute.attributeName.trimmedDescription)
    }

    /// `@UIApplicationMain` becomes `@main`, which iOS 14 and later compile too (Swift 6
    /// asks for it): the compiler lowers the old attribute through the Objective-C
    /// runtime's `NSStringFromClass`, and crashes doing so on Linux, while `@main` runs
    /// the app delegate's `main()`.
    private func rewriteApplicationMain(_ attribute: AttributeSyntax) {
        sharedEdits.append(SourceEdit(range: attribute.attributeName.byteRange, text: "main"))
        record(.rewritten, at: attribute, "`@UIApplicationMain` is `@main`")
    }

    /// Puts consecutive attributes under `#if canImport(ObjectiveC)`, on lines of their own.
    private func wrap(_ run: [AttributeSyntax]) {
        guard let first = run.first, let last = run.last else { return }
        var start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        let indentation = lines.indentation(at: start)
        var prefix = ""
        if !lines.isFirstOnLine(start) {
            while start > 0, lines.bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            prefix = "\n" + indentation
        }
        let next = lines.skippingSpaces(from: end)
        let endsLine = next == lines.bytes.count || lines.bytes[next] == UInt8(ascii: "\n")
        let attributes = lines.text(first.positionAfterSkippingLeadingTrivia.utf8Offset..<end)
        sharedEdits.append(SourceEdit(
            range: start..<(endsLine ? end : next),
            text: prefix + Self.conditional(attributes, indentation: indentation) + (endsLine ? "" : "\n" + indentation)))
        record(.rewritten, at: first, "`\(attributes)` kept for iOS only")
    }

    // MARK: Protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let optional = node.memberBlock.members.compactMap(OptionalRequirement.init)
        if optional.isEmpty {
            if node.isObjectiveC && !node.isClassBound { addClassBound(to: node) }
            return .visitChildren
        }
        let unknown = optional.filter { survey.defaultBody(of: $0) == nil && !survey.answersByThrowing($0) }
        guard unknown.isEmpty else {
            let names = unknown.map { "`\($0.signature)`" }.joined(separator: ", ")
            record(.needsHandEdit, at: node, "protocol `\(node.name.text)`: what \(names) answers when a type does not "
                + "implement it is not known (a property whose call sites do not agree on one `??` value, or a method "
                + "that is already `async` or throws)")
            return .skipChildren
        }
        let linux = OptionalProtocolPort(protocol: node, lines: lines, survey: survey)
        guard wrapLines(of: node, "protocol `\(node.name.text)`", linux: linux.text(indentation:)) else { return .skipChildren }
        let throwing = optional.filter(survey.answersByThrowing).map(\.name)
        record(.rewritten, at: node, "protocol `\(node.name.text)`: on Linux its optional requirements "
            + "(\(optional.map(\.name).joined(separator: ", "))) have default implementations"
            + (throwing.isEmpty ? "" : "; \(throwing.joined(separator: ", ")) throw, since their call sites fall back "
               + "to different values, and are called with `try?`"))
        return .skipChildren
    }

    /// Adds `AnyObject` to an `@objc` protocol's inheritance: on iOS it is class-bound
    /// anyway, and without `@objc` a `weak` delegate of its type needs it said.
    private func addClassBound(to node: ProtocolDeclSyntax) {
        sharedEdits.append(node.classBoundInsertion)
        record(.rewritten, at: node, "protocol `\(node.name.text)` is class-bound (`AnyObject`), as `@objc` made it")
    }

    // MARK: Interface Builder's hooks

    /// An `override func awakeFromNib()` or `prepareForInterfaceBuilder()` (without
    /// attributes) in an extension: Linux Swift refuses to override a method in an
    /// extension (iOS allows it for Objective-C methods), and Linux never calls these,
    /// having no nibs or Interface Builder, so the override is kept for iOS only.
    private func isInterfaceBuilderHookInAnExtension(_ node: FunctionDeclSyntax) -> Bool {
        ["awakeFromNib", "prepareForInterfaceBuilder"].contains(node.name.text)
            && node.signature.parameterClause.parameters.isEmpty && node.attributes.isEmpty
            && node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            && node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
    }

    // MARK: Key-value observers that are not views

    /// An `NSObject` subclass's `override func observeValue(forKeyPath:of:change:context:)`
    /// overrides nothing on Linux, whose `NSObject` has no such method: the Linux copy
    /// is not an override and calls no `super.observeValue`, and the class declares
    /// `NSKeyValueObserving`, the observers Easel's `addObserver` takes.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isInterfaceBuilderHookInAnExtension(node) {
            let name = node.name.text
            if wrapLines(of: node, "`override func \(name)()` in an extension") {
                record(.rewritten, at: node, "`override func \(name)()` in an extension kept for iOS only: Linux Swift "
                       + "overrides no method in an extension, and without nibs or Interface Builder nothing calls it")
            }
            return .skipChildren
        }
        guard let (name, owner) = objectSubclassObserved(by: node),
              let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) else {
            return .visitChildren
        }
        let described = "`\(name).observeValue(forKeyPath:of:change:context:)` overrides nothing on Linux: "
            + "its copy there is not an override, and `\(name)` is `NSKeyValueObserving`"
        duplicate(statementAround: node.funcKeyword, linuxEdit: removal(of: override), described)
        for call in node.body?.descendants(ofType: FunctionCallExprSyntax.self) ?? [] {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(SuperExprSyntax.self) != nil, member.declName.baseName.text == "observeValue",
                  let statement = call.parent?.as(CodeBlockItemSyntax.self) else { continue }
            var range = statement.byteRange
            if lines.isFirstOnLine(range.lowerBound), let end = lines.endOfLine(after: range.upperBound),
               end < lines.bytes.count {
                range = lines.lineStart(of: range.lowerBound)..<(end + 1)
            }
            duplicate(statementAround: node.funcKeyword, linuxEdit: SourceEdit(range: range, text: ""), nil)
        }
        if !observingClasses.contains(name) {
            observingClasses.insert(name)
            let end = owner.endPositionBeforeTrailingTrivia.utf8Offset
            let indentation = lines.indentation(at: owner.byteRange.lowerBound)
            let conformance = Self.conditional("extension \(name): NSKeyValueObserving {}", indentation: indentation,
                                               condition: "!" + Self.objectiveCCondition)
            sharedEdits.append(SourceEdit(range: end..<end, text: "\n\n" + indentation + conformance))
        }
        return .visitChildren
    }

    /// The `NSObject` subclass (its name, and its declaration or extension) whose
    /// `observeValue` override `node` is.
    private func objectSubclassObserved(by node: FunctionDeclSyntax) -> (name: String, owner: Syntax)? {
        guard node.name.text == "observeValue", node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              let owner = node.parent?.parent?.parent?.parent,
              let name = owner.as(ClassDeclSyntax.self)?.name.text ?? owner.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
              survey.objectSubclasses.contains(name) else { return nil }
        return (name, owner)
    }

    // MARK: Managed properties

    /// An `@NSManaged var` stays for iOS; Linux gets a computed property over the
    /// layer's key-value storage (see `ManagedProperty`).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard ManagedProperty.isManaged(node) else { return .visitChildren }
        guard let property = ManagedProperty(node) else {
            record(.needsHandEdit, at: node, "`@NSManaged` has no storage on Linux: declare one `var` with a type")
            return .skipChildren
        }
        if wrapLines(of: node, "`@NSManaged var \(property.name)`", linux: property.linuxText(indentation:)) {
            record(.rewritten, at: node, "`@NSManaged var \(property.name)` kept for iOS; on Linux, a property kept "
                   + "by key, through `value(forKey:)` and `setValue(_:forKey:)`")
        }
        return .skipChildren
    }

    // MARK: Overrides in extensions

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if declaredClasses[node.qualifiedName] == nil { declaredClasses[node.qualifiedName] = node }
        portLayerInitializers(of: node)
        return .visitChildren
    }

    // MARK: Initializers of layer subclasses

    /// A `CALayer` subclass that declares initializers of its own but does not override
    /// all of its superclass's designated ones gets the missing overrides, which only
    /// forward to `super` (see `LayerInitializerOverrides`).
    private func portLayerInitializers(of node: ClassDeclSyntax) {
        let why = "Easel makes layers of a class (a view's `layerClass`, presentation copies) through an initializer "
            + "a subclass inherits only by overriding all of its superclass's designated initializers"
        switch LayerInitializerOverrides.outcome(for: node, survey: survey) {
        case nil:
            break
        case .add(let overrides):
            guard let insertion = LayerInitializerOverrides.insertion(of: overrides, into: node, lines: lines) else {
                return record(.needsHandEdit, at: node.name, "`\(node.name.text)` needs \(Self.described(overrides)): \(why); "
                              + "its last initializer shares its lines with other code")
            }
            sharedEdits.append(insertion)
            record(.rewritten, at: node.name, "`\(node.name.text)`: \(Self.described(overrides)) added (valid on iOS too): \(why)")
        case .cannotAdd(let overrides, let uninitialized):
            record(.needsHandEdit, at: node.name, "`\(node.name.text)` needs \(Self.described(overrides)): \(why); add them, "
                   + "giving \(uninitialized.map { "`\($0)`" }.joined(separator: ", ")) a value there (they have no initial value)")
        case .cannotForward(let name):
            record(.needsHandEdit, at: node.name, "`\(node.name.text)` needs an override of `\(name)`: \(why); "
                   + "its variadic parameter cannot be forwarded")
        }
    }

    /// `` `override init()` and `override init(layer:)` ``.
    private static func described(_ overrides: [LayerInitializerOverrides.Initializer]) -> String {
        let names = overrides.map { "`override \($0.name)`" }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// An extension's `override` members (those no other rule ports) move into the body
    /// of their class on Linux, which overrides nothing in an extension; the extension
    /// keeps them for iOS. The class must be declared in the set under the extension's
    /// `#if` conditions, and a member moved to another file must not use what is private
    /// to its own; what cannot move is left as it was, with why.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        var movable: [MemberBlockItemSyntax] = []
        for member in node.memberBlock.members where member.isOverride && !isPortedOtherwise(member.decl) {
            if let reason = reasonNotToMove(member, of: node, into: name) {
                record(.needsHandEdit, at: member.decl, "\(member.overrideDescription) in an extension of `\(name)` is left as it "
                       + "was: Linux Swift overrides nothing in an extension, and \(reason)")
            } else {
                movable.append(member)
            }
        }
        guard let declaration = survey.classes[name] else { return .visitChildren }
        // Consecutive members move together, with the comments above the first; each
        // has its lines to itself (`reasonNotToMove` says so).
        for run in node.memberBlock.members.split(whereSeparator: { member in !movable.contains { $0.id == member.id } }) {
            let start = lines.startOfCommentsAbove(run.first!.byteRange.lowerBound)
            movedRuns.append((start..<wholeLines(of: run.last!)!.upperBound, name, declaration.path))
        }
        let place = declaration.path == path ? "" : " (in \(declaration.fileName))"
        for member in movable {
            record(.rewritten, at: member.decl, "\(member.overrideDescription) in an extension → the body of `\(name)`\(place) "
                   + "on Linux, which overrides nothing in an extension; the extension keeps it for iOS")
        }
        return .visitChildren
    }

    /// Whether another rule ports the member: an Interface Builder hook, or an
    /// `NSObject` subclass's `observeValue`, which is no override on Linux.
    private func isPortedOtherwise(_ decl: DeclSyntax) -> Bool {
        guard let function = decl.as(FunctionDeclSyntax.self) else { return false }
        return isInterfaceBuilderHookInAnExtension(function) || objectSubclassObserved(by: function) != nil
    }

    /// Why `member` of the extension of `name` cannot move into the class's body; nil when it can.
    private func reasonNotToMove(_ member: MemberBlockItemSyntax, of node: ExtensionDeclSyntax, into name: String) -> String? {
        guard let declaration = survey.classes[name] else {
            return "`\(name)` is not declared in the files ported, so the override cannot move into its body"
        }
        if declaration.conditions != node.ifConditions {
            return "`\(name)` is declared under other `#if` conditions than the extension"
        }
        if wholeLines(of: member) == nil {
            return "it shares its lines with other code"
        }
        guard declaration.path != path else { return nil }
        let lost = member.referencedNames.intersection(filePrivateNames).sorted()
        guard lost.isEmpty else {
            return "moved into `\(name)` in \(declaration.fileName) it would not see "
                + lost.map { "`\($0)`" }.joined(separator: ", ") + ", private to this file"
        }
        return nil
    }

    // MARK: Initializers of types that are values here

    /// UIKit's classes that Easel models as values (`UITraitCollection` is
    /// `TraitCollection`, a struct): an initializer an extension adds to them cannot be
    /// `convenience`.
    private static let valueTypes: Set<String> = ["UITraitCollection"]

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let convenience = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.convenience) }),
              let owner = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              Self.valueTypes.contains(owner.extendedType.trimmedDescription) else { return .visitChildren }
        duplicate(statementAround: node.initKeyword, linuxEdit: removal(of: convenience),
                  "`convenience init` of `\(owner.extendedType.trimmedDescription)` → `init` on Linux, where it is a struct")
        return .visitChildren
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": portSelector(node)
        case "keyPath": portKeyPath(node)
        default: break
        }
        return .visitChildren
    }

    private func portSelector(_ node: MacroExpansionExprSyntax) {
        switch SelectorReference.methodReference(for: node) {
        case .success(var reference):
            // Passed to a `Selector` parameter of the set's own: the `Selector` made from
            // the reference, since the function takes no method reference.
            if let argument = node.parent?.as(LabeledExprSyntax.self),
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               survey.passesSelector(argument, in: call) {
                reference = "Selector(\(reference))"
            }
            let described = "`\(node.trimmedDescription)` → `\(reference)` on Linux"
            duplicate(statementAround: node, linuxEdit: SourceEdit(range: node.byteRange, text: reference), described)
            // `let action: Selector = #selector(…)`: Linux has no `Selector`; the
            // reference's own type is inferred.
            if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
               let annotation = binding.typeAnnotation,
               ["Selector", "Selector?", "Selector!"].contains(annotation.type.trimmedDescription) {
                let start = binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
                duplicate(statementAround: node, linuxEdit: SourceEdit(range: start..<annotation.endPositionBeforeTrailingTrivia.utf8Offset, text: ""), nil)
            }
        case .failure(let unported):
            record(.needsHandEdit, at: node, "`\(node.trimmedDescription)`: \(unported.reason)")
        }
    }

    /// `#keyPath(UIScrollView.contentOffset)` is the string `"contentOffset"` on iOS:
    /// the literal compiles everywhere.
    private func portKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let path = node.arguments.first?.expression.trimmedDescription else { return }
        var components = path.split(separator: ".").map(String.init)
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let literal = "\"\(components.joined(separator: "."))\""
        sharedEdits.append(SourceEdit(range: node.byteRange, text: literal))
        record(.rewritten, at: node, "`\(node.trimmedDescription)` → \(literal)")
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (edit, type) = EmptyAttributedStringPort.edit(for: node) {
            sharedEdits.append(edit)
            record(.rewritten, at: node, "`\(node.trimmedDescription)` → `\(node.calledExpression.trimmedDescription)"
                   + "(string: \"\")`, the same empty string (valid on iOS too): Linux's Foundation has no `\(type)()`")
            return .visitChildren
        }
        guard let member = node.optionalMember,
              let chaining = node.calledExpression.as(OptionalChainingExprSyntax.self) else { return .visitChildren }
        let requirement = survey.requirement(calledBy: node)
        guard requirement != nil || callsUIKitOptionalRequirement(node, member) else { return .visitChildren }
        let mark = chaining.questionMark.byteRange
        if let requirement, survey.answersByThrowing(requirement) {
            portThrowingCall(node, name: member.declName.baseName.text, mark: mark)
            return .visitChildren
        }
        duplicate(statementAround: node, linuxEdit: SourceEdit(range: mark, text: ""),
                  "`\(member.declName.baseName.text)?(` → `\(member.declName.baseName.text)(` on Linux (a default implementation)")
        return .visitChildren
    }

    /// `delegate?.height?(for: row)` of a requirement that throws on Linux when
    /// unimplemented (see `PortSurvey.answersByThrowing`): its Linux copy is
    /// `(try? delegate?.height(for: row))`, the optional iOS's call gives. A call that a
    /// member, subscript or call follows without `?` or `!` would not read an optional,
    /// and is left for a hand edit.
    private func portThrowingCall(_ call: FunctionCallExprSyntax, name: String, mark: Range<Int>) {
        if let parent = call.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
            || parent.is(FunctionCallExprSyntax.self) || parent.is(PostfixOperatorExprSyntax.self) {
            return record(.needsHandEdit, at: call, "`\(name)?(`: Linux calls it with `try?`, whose optional "
                          + "what follows the call does not read; add `?` after the call")
        }
        let range = call.byteRange
        duplicate(statementAround: call, linuxEdit: SourceEdit(range: range.lowerBound..<range.lowerBound, text: "(try? "),
                  "`\(name)?(` → `(try? …\(name)(…))` on Linux (a default implementation that throws, so that each call "
                  + "site keeps its own fallback)")
        duplicate(statementAround: call, linuxEdit: SourceEdit(range: mark, text: ""), nil)
        duplicate(statementAround: call, linuxEdit: SourceEdit(range: range.upperBound..<range.upperBound, text: ")"), nil)
    }

    /// Whether the call names one of UIKit's optional requirements, its trailing
    /// closures counted as the last arguments (the first unlabeled, as
    /// `animator.addCompletion? { … }` passes `addCompletion(_:)`'s).
    private func callsUIKitOptionalRequirement(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> Bool {
        let trailing: [String?] = call.trailingClosure == nil ? [] : [nil] + call.additionalTrailingClosures.map { $0.label.text }
        return UIKitOptionalRequirements.selectorNames.contains(
            UIKitOptionalRequirements.selectorName(member.declName.baseName.text,
                                                   labels: call.arguments.map { $0.label?.text } + trailing))
    }

    /// Keeps the statement around `node` for iOS and adds a copy with `linuxEdit` for
    /// Linux, under `#if`/`#else`.
    /// `described` is the change reported, nil for a further edit of a change
    /// already reported.
    private func duplicate(statementAround node: some SyntaxProtocol, linuxEdit: SourceEdit, _ described: String?) {
        guard let range = wholeLineStatement(around: Syntax(node)) else {
            if let described { record(.needsHandEdit, at: node, "\(described): the statement shares its lines with other code") }
            return
        }
        duplicates[range, default: []].append(linuxEdit)
        if let described { record(.rewritten, at: node, described) }
    }

    /// The range of the innermost statement, member or `case` around `node` that has
    /// its lines to itself, where `#if` can go.
    private func wholeLineStatement(around node: Syntax) -> Range<Int>? {
        var parent = node.parent
        while let current = parent {
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) || current.is(SwitchCaseSyntax.self),
               let range = wholeLines(of: current) {
                return range
            }
            parent = current.parent
        }
        return nil
    }

    /// `node`'s range with a trailing `//` comment, when nothing else is on its lines.
    private func wholeLines(of node: some SyntaxProtocol) -> Range<Int>? {
        let range = node.byteRange
        guard lines.isFirstOnLine(range.lowerBound), let end = lines.endOfLine(after: range.upperBound) else { return nil }
        return range.lowerBound..<end
    }

    /// Puts `node`'s lines under `#if condition`, with `linux` (given the indentation)
    /// under `#else`; false, with a warning naming `what`, when they hold other code.
    private func wrapLines(of node: some SyntaxProtocol, _ what: String, condition: String = objectiveCCondition,
                           linux: ((String) -> String)? = nil) -> Bool {
        guard let range = wholeLines(of: node) else {
            record(.needsHandEdit, at: node, "\(what) shares its lines with other code")
            return false
        }
        let indentation = lines.indentation(at: range.lowerBound)
        sharedEdits.append(SourceEdit(range: range, text: Self.conditional(lines.text(range), else: linux?(indentation),
                                                                           indentation: indentation, condition: condition)))
        return true
    }

    /// `first` under `#if condition`, and `second` under `#else` when given: the text
    /// that replaces a construct starting at `indentation` (its first line unindented).
    static func conditional(_ first: String, else second: String? = nil, indentation: String,
                            condition: String = objectiveCCondition) -> String {
        var text = "#if \(condition)\n\(indentation)\(first)\n"
        if let second { text += "\(indentation)#else\n\(indentation)\(second)\n" }
        return text + "\(indentation)#endif"
    }

    /// Removes `modifier` (`override`, `convenience`) and the spaces after it.
    private func removal(of modifier: DeclModifierSyntax) -> SourceEdit {
        let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
        return SourceEdit(range: start..<lines.skippingSpaces(from: modifier.endPositionBeforeTrailingTrivia.utf8Offset), text: "")
    }

    private func record(_ kind: PortChange.Kind, at node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        changes.append(PortChange(kind: kind, line: location.line, column: location.column, message: message))
    }
}

extension SyntaxProtocol {
    /// The node's bytes without its leading and trailing trivia.
    var byteRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}

extension ProtocolDeclSyntax {
    var isObjectiveC: Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
    }

    /// The insertion that makes the protocol class-bound: `AnyObject` first in its
    /// inheritance.
    var classBoundInsertion: SourceEdit {
        if let inherited = inheritanceClause?.inheritedTypes.first {
            let offset = inherited.positionAfterSkippingLeadingTrivia.utf8Offset
            return SourceEdit(range: offset..<offset, text: "AnyObject, ")
        }
        let offset = (primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(name)).endPositionBeforeTrailingTrivia.utf8Offset
        return SourceEdit(range: offset..<offset, text: ": AnyObject")
    }

    /// Whether the protocol says it is for classes only (`AnyObject`, `class`, or
    /// `NSObjectProtocol`).
    var isClassBound: Bool {
        inheritanceClause?.inheritedTypes.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0.type.trimmedDescription) } == true
    }
}
