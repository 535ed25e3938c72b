"""Writes `project.pbxproj` files in the layout Xcode itself writes: the
`// !$*UTF8*$!` header, one `/* Begin ISA section */` per object kind in
alphabetical order, objects sorted by identifier, `/* name */` comments after
references, one-line PBXBuildFile and PBXFileReference entries.

Used to make the trace fixture project (Tests/Fixtures/XcodeApp) and the
benchmark's 8,000-file project; barskin reads the result with Foundation's
property-list reader, as it reads a real project.
"""
import hashlib
import re

_PLAIN = re.compile(r"^[A-Za-z0-9_$/:.-]+$")


def quoted(value):
    """A value as Xcode writes it: bare when it can be, else quoted and escaped."""
    text = str(value)
    if text and _PLAIN.match(text) and "//" not in text and "___" not in text:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class Project:
    """Objects by identifier; identifiers are stable hashes of a key, so the file is deterministic."""

    def __init__(self, name):
        self.name = name
        self.objects = {}
        self.comments = {}

    def ident(self, key):
        return hashlib.sha1(key.encode()).hexdigest()[:24].upper()

    def add(self, key, isa, comment, **fields):
        identifier = self.ident(key)
        self.objects[identifier] = dict(isa=isa, **fields)
        self.comments[identifier] = comment
        return identifier

    def file(self, path, name=None, source_tree="<group>", file_type=None):
        """A PBXFileReference; `file_type` defaults from the extension."""
        base = name or path.split("/")[-1]
        kind = file_type or _file_type(path.split("/")[-1])
        fields = {"lastKnownFileType": kind, "path": path, "sourceTree": source_tree}
        if name:
            fields["name"] = name
        return self.add("file:" + source_tree + ":" + path, "PBXFileReference", base, **fields)

    def group(self, key, children, path=None, name=None, source_tree="<group>", isa="PBXGroup"):
        fields = {"children": children, "sourceTree": source_tree}
        if path:
            fields["path"] = path
        if name:
            fields["name"] = name
        return self.add("group:" + key, isa, name or path or key, **fields)

    def build_file(self, target, ref):
        return self.add("build:" + target + ":" + ref, "PBXBuildFile", self.comments[ref], fileRef=ref)

    def phase(self, target, isa, files, products=()):
        label = {"PBXSourcesBuildPhase": "Sources", "PBXResourcesBuildPhase": "Resources",
                 "PBXFrameworksBuildPhase": "Frameworks"}[isa]
        # A package product is linked through a build file that names it (productRef), not a file.
        linked = [self.add("build:" + target + ":" + ref, "PBXBuildFile", self.comments[ref] + " in Frameworks", productRef=ref)
                  for ref in products]
        return self.add("phase:" + target + ":" + isa, isa, label, buildActionMask=2147483647,
                        files=[self.build_file(target, ref) for ref in files] + linked, runOnlyForDeploymentPostprocessing=0)

    def local_package(self, relative_path, products):
        """An XCLocalSwiftPackageReference and a product dependency for each product, as Xcode 15+ writes them."""
        reference = self.add("package:" + relative_path, "XCLocalSwiftPackageReference",
                             'XCLocalSwiftPackageReference "%s"' % relative_path, relativePath=relative_path)
        dependencies = [self.add("product:" + relative_path + ":" + product, "XCSwiftPackageProductDependency", product,
                                 productName=product) for product in products]
        return reference, dependencies

    def target(self, name, product_type, sources=(), resources=(), settings=None, synchronized=(), packages=()):
        phases = [self.phase(name, "PBXSourcesBuildPhase", sources),
                  self.phase(name, "PBXFrameworksBuildPhase", [], products=packages),
                  self.phase(name, "PBXResourcesBuildPhase", resources)]
        configuration_list = self.configurations(name, 'PBXNativeTarget "%s"' % name,
                                                 dict(settings or {}, PRODUCT_NAME="$(TARGET_NAME)"))
        extension = {"com.apple.product-type.application": "app",
                     "com.apple.product-type.app-extension": "appex"}.get(product_type, "xctest")
        product = self.file(name + "." + extension, source_tree="BUILT_PRODUCTS_DIR",
                            file_type="wrapper.application" if extension == "app" else "wrapper.cfbundle")
        fields = dict(buildConfigurationList=configuration_list, buildPhases=phases, buildRules=[],
                      dependencies=[], name=name, productName=name, productReference=product, productType=product_type)
        if synchronized:
            fields["fileSystemSynchronizedGroups"] = list(synchronized)
        if packages:
            fields["packageProductDependencies"] = list(packages)
        return self.add("target:" + name, "PBXNativeTarget", name, **fields), product

    def configurations(self, owner, comment, settings):
        """A Debug and a Release configuration with `settings`, and their list."""
        configurations = [self.add("config:" + owner + ":" + configuration, "XCBuildConfiguration", configuration,
                                   buildSettings=dict(settings), name=configuration)
                          for configuration in ("Debug", "Release")]
        return self.add("configlist:" + owner, "XCConfigurationList", "Build configuration list for " + comment,
                        buildConfigurations=configurations, defaultConfigurationIsVisible=0, defaultConfigurationName="Release")

    def render(self, main_group, targets, settings=None, packages=()):
        extra = {}
        if settings is not None:
            extra["buildConfigurationList"] = self.configurations("project", 'PBXProject "%s"' % self.name, settings)
        if packages:
            extra["packageReferences"] = list(packages)
        root = self.add("project", "PBXProject", "Project object", **extra,
                        attributes={"BuildIndependentTargetsInParallel": 1, "LastUpgradeCheck": 1600},
                        compatibilityVersion="Xcode 14.0", developmentRegion="en", hasScannedForEncodings=0,
                        knownRegions=["en", "Base"], mainGroup=main_group, projectDirPath="", projectRoot="",
                        targets=targets)
        lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 77;",
                 "\tobjects = {"]
        by_isa = {}
        for identifier, fields in self.objects.items():
            by_isa.setdefault(fields["isa"], []).append(identifier)
        for isa in sorted(by_isa):
            lines += ["", "/* Begin %s section */" % isa]
            for identifier in sorted(by_isa[isa]):
                lines.append(self._object(identifier))
            lines.append("/* End %s section */" % isa)
        lines += ["\t};", "\trootObject = %s /* Project object */;" % root, "}", ""]
        return "\n".join(lines)

    def _ref(self, value):
        if isinstance(value, str) and value in self.comments:
            return "%s /* %s */" % (value, self.comments[value])
        return quoted(value)

    def _value(self, value, depth):
        pad = "\t" * depth
        if isinstance(value, list):
            inner = "".join("%s\t%s,\n" % (pad, self._ref(item)) for item in value)
            return "(\n%s%s)" % (inner, pad)
        if isinstance(value, dict):
            inner = "".join("%s\t%s = %s;\n" % (pad, quoted(key), self._value(value[key], depth + 1)) for key in sorted(value))
            return "{\n%s%s}" % (inner, pad)
        return self._ref(value)

    def _object(self, identifier):
        fields = self.objects[identifier]
        head = "\t\t%s /* %s */ = " % (identifier, self.comments[identifier])
        ordered = ["isa"] + sorted(key for key in fields if key != "isa")
        if fields["isa"] in ("PBXBuildFile", "PBXFileReference"):
            body = " ".join("%s = %s;" % (key, self._ref(fields[key])) for key in ordered)
            return head + "{" + body + " };"
        body = "".join("\t\t\t%s = %s;\n" % (key, self._value(fields[key], 3)) for key in ordered)
        return head + "{\n" + body + "\t\t};"


def _file_type(name):
    lower = name.lower()
    for suffix, kind in ((".swift", "sourcecode.swift"), (".m", "sourcecode.c.objc"), (".h", "sourcecode.c.h"),
                         (".png", "image.png"), (".jpg", "image.jpeg"), (".storyboard", "file.storyboard"),
                         (".xib", "file.xib"), (".plist", "text.plist.xml"), (".xcassets", "folder.assetcatalog"),
                         (".bundle", "wrapper.plug-in"), (".json", "text.json")):
        if lower.endswith(suffix):
            return kind
    return "text"
