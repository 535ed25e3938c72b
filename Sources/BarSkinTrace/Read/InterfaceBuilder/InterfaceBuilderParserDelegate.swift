import BarSkinCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects image references while XMLParser walks an IB document.
final class InterfaceBuilderParserDelegate: NSObject, XMLParserDelegate {
    private var locator: TextLocator
    private let path: String
    private let source: ReferenceSource
    private var stack: [(name: String, attributes: [String: String], offset: Int)] = []
    private var references: [ImageReference] = []
    private var scenes: [StoryboardScene] = []
    private var initialViewController: String?
    private var systemSymbols = 0
    private var resources: [(name: String, offset: Int)] = []
    /// Named colours: `<color name=…>` where a property is set, `<namedColor name=…>` in the resources.
    private var colorLoads: [AssetLoad] = []
    /// Images the document holds itself (`<image name="tabBarItem:ID:image">` with their archived
    /// pixels in `<mutableData>`): Interface Builder's own copy of a pasted image, no asset to find.
    private var embedded: Set<String> = []
    // Archive format.
    private var resourceObjects: [(key: String, id: String?, name: String?, offset: Int, depth: Int)] = []
    private var resourceNamesByID: [String: String] = [:]
    private var pendingReferences: [(key: String, ref: String, offset: Int, scene: Int?)] = []
    private var text: String?
    private var textOffset = 0

    /// Whether any element was seen: libxml2 reports no error for an empty file.
    private(set) var sawElement = false

    /// Parse errors in the order reported; the first one is the diagnostic.
    private(set) var errors: [TraceError] = []

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        errors.append(XMLDiagnostics.error(for: parser, path: path, error: parseError))
    }

    init(locator: TextLocator, path: String, source: ReferenceSource) {
        self.locator = locator
        self.path = path
        self.source = source
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        sawElement = true
        let offset = locator.enterElement(elementName)
        let parent = stack.last?.name
        stack.append((elementName, attributes, offset))
        switch elementName {
        case "document": initialViewController = attributes["initialViewController"]
        case "scene":
            let id = attributes["sceneID"] ?? "scene\(scenes.count + 1)"
            currentScene = scenes.count
            scenes.append(StoryboardScene(sceneID: id, controllerID: nil, controllerKind: nil, name: id, referenceIndices: [], relationships: []))
        case "segue":
            if let destination = attributes["destination"], let kind = attributes["kind"], kind == "relationship" || kind == "embed",
               let scene = currentScene {
                scenes[scene].relationships.append((attributes["relationship"] ?? kind, destination))
            }
        case "string" where attributes["key"] == "NSResourceName":
            text = ""
            textOffset = locator.textAfterTag(at: offset)
        case "object" where attributes["class"] == "NSCustomResource":
            resourceObjects.append((attributes["key"] ?? "image", attributes["id"], nil, offset, stack.count))
        case "reference":
            if let key = attributes["key"], let ref = attributes["ref"] {
                pendingReferences.append((key, ref, locator.attributeValue("ref", inElementAt: offset) ?? offset, currentScene))
            }
        case "mutableData" where parent == "image" && attributes["key"] == "keyedArchiveRepresentation":
            if let name = resources.last?.name, stack.count >= 3, stack[stack.count - 3].name == "resources" { embedded.insert(name) }
        case "image" where parent == "resources":
            if attributes["catalog"] == "system" || attributes["name"].map(AppKitImageNames.contains) == true { systemSymbols += 1 }
            else if let name = attributes["name"] { resources.append((name, locator.attributeValue("name", inElementAt: offset) ?? offset)) }
        default: break
        }
        if attributes["sceneMemberID"] == "viewController", let scene = currentScene, scenes[scene].controllerID == nil {
            scenes[scene].controllerID = attributes["id"]
            scenes[scene].controllerKind = elementName
            scenes[scene].name = attributes["storyboardIdentifier"] ?? attributes["customClass"] ?? scenes[scene].sceneID
        }
        collectModernReferences(elementName, attributes, parent: parent, offset: offset)
        collectNamedColor(elementName, attributes, parent: parent, offset: offset)
    }

    /// A catalog colour: `<color key="textColor" name="Brand"/>` or the resources' `<namedColor name="Brand">`; never the
    /// system's (`catalog="System"`, `systemColor=`), nor the `<color>` inside a `<namedColor>`, its fallback value.
    private func collectNamedColor(_ element: String, _ attributes: [String: String], parent: String?, offset: Int) {
        guard element == "color" || element == "namedColor", parent != "namedColor", let name = attributes["name"], !name.isEmpty,
              attributes["catalog"] == nil, attributes["systemColor"] == nil else { return }
        let (line, column) = locator.location(of: locator.attributeValue("name", inElementAt: offset) ?? offset)
        let role = element == "namedColor" ? "namedColor" : "color.\(attributes["key"] ?? "color")"
        colorLoads.append(AssetLoad(target: .name(name), file: path, line: line, column: column, source: source, role: role, bundle: .nib))
    }

    private func collectModernReferences(_ element: String, _ attributes: [String: String], parent: String?, offset: Int) {
        guard element != "accessibilityTraits", element != "image" else { return }
        if attributes["catalog"] == "system" {
            if attributes["image"] != nil { systemSymbols += 1 }
            return
        }
        var found: [(attribute: String, role: String, name: String)] = []
        if element == "userDefinedRuntimeAttribute" {
            if attributes["type"] == "image", let value = attributes["value"] {
                found.append(("value", "runtime.\(attributes["keyPath"] ?? "value")", value))
            }
        } else if element == "imageReference" {
            if let name = attributes["image"] { found.append(("image", "\(parent ?? "element").\(attributes["key"] ?? "image")", name)) }
        } else {
            for (attribute, value) in attributes where Self.holdsImage(element: element, attribute: attribute, value: value) {
                let owner = element == "state" ? "state.\(attributes["key"] ?? "normal")" : element
                found.append((attribute, "\(owner).\(attribute)", value))
            }
        }
        // AppKit's own named images (`image="NSActionTemplate"`) are the system's, as the resources list says.
        found.removeAll { AppKitImageNames.contains($0.name) }
        let located = found.map { item in (item, locator.attributeValue(item.attribute, inElementAt: offset) ?? offset) }
        for (item, valueOffset) in located.sorted(by: { $0.1 < $1.1 }) {
            add(name: item.name, role: item.role, offset: valueOffset, sceneIndex: currentScene)
        }
    }

    /// `image`, anything ending in `Image`, and a text field's backgrounds; never YES/NO flags.
    static func holdsImage(element: String, attribute: String, value: String) -> Bool {
        guard !value.isEmpty, value != "YES", value != "NO" else { return false }
        if attribute == "image" || attribute.hasSuffix("Image") { return true }
        return element == "textField" && (attribute == "background" || attribute == "disabledBackground")
    }

    private func add(name: String, role: String, offset: Int, sceneIndex: Int?) {
        let (line, column) = locator.location(of: offset)
        if let sceneIndex { scenes[sceneIndex].referenceIndices.append(references.count) }
        references.append(ImageReference(
            target: .name(name), file: path, line: line, column: column, source: source, role: role,
            scene: sceneIndex.map { scenes[$0].name }))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
        if elementName == "scene" { currentScene = nil }
        if elementName == "string", let value = text {
            text = nil
            if !resourceObjects.isEmpty, resourceObjects[resourceObjects.count - 1].name == nil {
                resourceObjects[resourceObjects.count - 1].name = value.trimmingCharacters(in: .whitespacesAndNewlines)
                resourceObjects[resourceObjects.count - 1].offset = textOffset
            }
        }
        if elementName == "object", let last = resourceObjects.last, last.depth == stack.count + 1 {
            resourceObjects.removeLast()
            // An empty NSResourceName names nothing, like an empty image="" attribute.
            if let name = last.name, !name.isEmpty {
                add(name: name, role: last.key, offset: last.offset, sceneIndex: currentScene)
                if let id = last.id { resourceNamesByID[id] = name }
            }
        }
    }

    /// The scene being read; nil outside `<scene>` (xibs, `<resources>`).
    private var currentScene: Int?

    /// The finished document.
    func finish() -> InterfaceDocument {
        for pending in pendingReferences {
            if let name = resourceNamesByID[pending.ref] { add(name: name, role: pending.key, offset: pending.offset, sceneIndex: pending.scene) }
        }
        if !embedded.isEmpty { references.removeAll { if case .name(let name) = $0.target { embedded.contains(name) } else { false } } }
        let named = Set(references.compactMap { if case .name(let name) = $0.target { name } else { nil } })
            .union(embedded)
        for resource in resources where !named.contains(resource.name) {
            add(name: resource.name, role: "resources", offset: resource.offset, sceneIndex: nil)
        }
        var document = InterfaceDocument(
            path: path, source: source, references: references, initialViewController: initialViewController,
            scenes: scenes, systemSymbols: systemSymbols)
        document.colorLoads = colorLoads
        return document
    }
}
