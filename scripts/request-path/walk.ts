/**
 * Follows a request through the project's own code, as the TypeScript compiler sees it: from a
 * route's handler, every call whose declaration is in the project's folders, depth first, in the
 * order the calls start in the source text. A JSX element (`<StoryPage …/>`) and
 * `createElement(StoryPage, …)` count as a call to the component. Each function is followed once;
 * a call to one already followed is recorded but not followed again, so the walk ends.
 *
 * The walk is a trace of enters and leaves (a call tree); scripts/request-path/stays.ts turns it
 * into the stays in files a reader makes (docs/architecture.md, "the path of a request").
 */
import path from 'node:path';
import ts from 'typescript';

/** Where the walk starts: a function of a file, and which of the handlers registered inside it. */
export interface Entry {
    /** Relative to the root, e.g. `server/routes/story-page.ts`. */
    file: string;
    /** The exported function that registers the route, or that is the handler itself. */
    functionName: string;
    /**
     * The registration whose handlers are followed: a call of this method (`routes.get`) whose
     * first argument is this route name. A function that registers none is the handler itself.
     */
    method: string;
    route: string;
}

export interface WalkOptions {
    root: string;
    /** The folders, relative to the root, whose files are the project's own. */
    projectFolders: readonly string[];
    /** The compiler options are read from it; only the entry is a root file, imports are followed. */
    tsconfig: string;
    entry: Entry;
}

/** A function of the project, as the walk names it. */
export interface FunctionRef {
    /** Relative to the root, with `/`. */
    file: string;
    name: string;
}

/** One step of the trace: control enters a function (followed, or seen before) or leaves it. */
export type TraceEvent =
    | {
          kind: 'enter';
          fn: FunctionRef;
          followedBefore: boolean;
          /**
           * The caller's file imports the file entered (a value or a type). Not so for a call
           * through an interface or a function type the file entered implements.
           */
          imported: boolean;
      }
    | { kind: 'leave'; fn: FunctionRef };

/** A call the walk follows: the code it runs and how the report names it. */
interface Callee {
    target: Followable;
    name: string;
}

/** A function-like node whose body the walk reads, or a class whose construction it reads. */
type Followable = ts.FunctionLikeDeclaration | ts.ClassLikeDeclaration;

export function walkRequest(options: WalkOptions): TraceEvent[] {
    const service = languageService(options);
    const program = service.getProgram();
    if (!program) throw new Error('TypeScript made no program');
    const checker = program.getTypeChecker();
    const entryPath = path.resolve(options.root, options.entry.file);
    const entrySource = program.getSourceFile(entryPath);
    if (!entrySource) throw new Error(`No file ${options.entry.file}`);

    const isProjectFile = (fileName: string) => {
        if (fileName.endsWith('.d.ts')) return false;
        const relative = relativeFile(options.root, fileName);
        return options.projectFolders.some((folder) => relative.startsWith(`${folder}/`));
    };
    const trace: TraceEvent[] = [];
    const followed = new Set<ts.Node>();
    const imports = new Map<ts.SourceFile, Set<string>>();
    /** The files a file's import and export declarations name, resolved. */
    const importsOf = (source: ts.SourceFile): Set<string> => {
        let files = imports.get(source);
        if (!files) {
            files = new Set();
            for (const statement of source.statements) {
                const specifier =
                    ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
                        ? statement.moduleSpecifier
                        : undefined;
                const module = specifier && checker.getSymbolAtLocation(specifier);
                const file = module?.valueDeclaration;
                if (file && ts.isSourceFile(file)) files.add(file.fileName);
            }
            imports.set(source, files);
        }
        return files;
    };
    /** Asking the language service is the walk's slowest part: once per declaration. */
    const implementations = new Map<ts.Node, Followable | undefined>();

    const follow = ({ target, name }: Callee, caller?: ts.SourceFile) => {
        const source = target.getSourceFile();
        const fn = { file: relativeFile(options.root, source.fileName), name };
        const followedBefore = followed.has(target);
        const imported = caller !== undefined && importsOf(caller).has(source.fileName);
        trace.push({ kind: 'enter', fn, followedBefore, imported });
        if (!followedBefore) {
            followed.add(target);
            for (const callee of calleesOf(target)) follow(callee, source);
        }
        trace.push({ kind: 'leave', fn });
    };

    /** The calls a function's code makes, in the order they start in the source text. */
    const calleesOf = (target: Followable): Callee[] => {
        const callees: Callee[] = [];
        const visit = (node: ts.Node) => {
            // A function declared inside is followed when it is called, not where it is written;
            // a function expression (a callback, a closure) is read where it stands.
            if (node !== target && (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node))) return;
            callees.push(...calleesAt(node));
            ts.forEachChild(node, visit);
        };
        for (const part of codeOf(target)) visit(part);
        return callees;
    };

    /** What a node calls: one function, or for a component picked from a table, each the table holds. */
    const calleesAt = (node: ts.Node): Callee[] => {
        const one = (callee: Callee | undefined) => (callee ? [callee] : []);
        if (ts.isCallExpression(node)) {
            const component = createdComponent(node);
            if (component) return componentTargets(component);
            return one(declaredTarget(node, node.expression));
        }
        if (ts.isNewExpression(node)) return one(declaredTarget(node, node.expression));
        if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) return componentTargets(node.tagName);
        return [];
    };

    /** `createElement(Component, …)` from React: the component, else nothing. */
    const createdComponent = (call: ts.CallExpression): ts.Expression | undefined => {
        const declaration = checker.getResolvedSignature(call)?.declaration;
        if (!declaration || isProjectFile(declaration.getSourceFile().fileName)) return undefined;
        const name = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
        return ts.isIdentifier(name) && name.text === 'createElement' ? call.arguments[0] : undefined;
    };

    const componentTargets = (tag: ts.Node | undefined): Callee[] => {
        const declaration = tag && declarationOf(tag);
        if (!declaration) return [];
        const component = followableOf(declaration);
        if (component) return [{ target: component, name: nameOf(component) }];
        const made = madeComponent(declaration);
        return made ? [{ target: made, name: nameOf(made) }] : tableComponents(declaration);
    };

    /**
     * A component a function of the project makes (`const CopyStoryText = defineIsland({…})`,
     * views/islands/define-island.ts): the function that function declares and returns, which
     * is what renders.
     */
    const madeComponent = (declaration: ts.Node): Followable | undefined => {
        if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
        const call = unwrapped(declaration.initializer);
        if (!ts.isCallExpression(call)) return undefined;
        const maker = checker.getResolvedSignature(call)?.declaration;
        if (!maker || !ts.isFunctionDeclaration(maker) || !maker.body || !isProjectFile(maker.getSourceFile().fileName))
            return undefined;
        for (const statement of maker.body.statements) {
            if (!ts.isVariableStatement(statement)) continue;
            for (const made of statement.declarationList.declarations) {
                const value = made.initializer && unwrapped(made.initializer);
                if (value && isFunctionWithBody(value)) return value;
            }
        }
        return undefined;
    };

    const declarationOf = (node: ts.Node) => {
        const symbol = checker.getSymbolAtLocation(node);
        return symbol && aliasResolved(symbol).valueDeclaration;
    };

    /**
     * A component picked from a table while rendering (`const Block = BLOCKS[type]`,
     * views/story-content/BlockNode.tsx): every component of the table's object literal, as a
     * `switch` is followed into each of its cases.
     */
    const tableComponents = (declaration: ts.Node): Callee[] => {
        if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return [];
        const table = elementAccessIn(declaration.initializer);
        const tableDeclaration = table && declarationOf(table.expression);
        if (!tableDeclaration || !ts.isVariableDeclaration(tableDeclaration) || !tableDeclaration.initializer)
            return [];
        if (!ts.isObjectLiteralExpression(tableDeclaration.initializer)) return [];
        const components = tableDeclaration.initializer.properties.flatMap((property) => {
            const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
            const valueDeclaration = value && declarationOf(value);
            const component = valueDeclaration && followableOf(valueDeclaration);
            return component ? [component] : [];
        });
        return [...new Set(components)].map((component) => ({ target: component, name: nameOf(component) }));
    };

    /** A call's declaration, or for a call through an interface or a function type, its one implementation. */
    const declaredTarget = (call: ts.CallExpression | ts.NewExpression, callee: ts.Expression) => {
        if (ts.isNewExpression(call)) {
            const symbol = checker.getSymbolAtLocation(callee);
            const declaration = symbol && aliasResolved(symbol).valueDeclaration;
            const constructed = declaration && followableOf(declaration);
            return constructed ? { target: constructed, name: nameOf(constructed) } : undefined;
        }
        const declaration = checker.getResolvedSignature(call)?.declaration;
        if (!declaration || ts.isJSDocSignature(declaration)) return undefined;
        if (!isProjectFile(declaration.getSourceFile().fileName)) return undefined;
        const direct = followableOf(declaration);
        if (direct) return { target: direct, name: nameOf(direct) };
        if (!implementations.has(declaration)) implementations.set(declaration, onlyImplementation(callee));
        const implementation = implementations.get(declaration);
        return implementation ? { target: implementation, name: nameOf(implementation) } : undefined;
    };

    /** What the compiler finds implementing what a call names, when that is exactly one function of the project. */
    const onlyImplementation = (callee: ts.Expression): Followable | undefined => {
        const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
        const found = service.getImplementationAtPosition(name.getSourceFile().fileName, name.getStart()) ?? [];
        const functions = found.flatMap((location) => {
            if (!isProjectFile(location.fileName)) return [];
            const source = program.getSourceFile(location.fileName);
            const node = source && nodeAt(source, location.textSpan.start);
            const followable = node && enclosingFollowable(node, location.textSpan);
            return followable ? [followable] : [];
        });
        const distinct = [...new Set(functions)];
        return distinct.length === 1 ? distinct[0] : undefined;
    };

    const aliasResolved = (symbol: ts.Symbol) =>
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

    /** The code a declaration runs: a function with a body, an arrow or function held by a variable or property, a class's construction. */
    const followableOf = (declaration: ts.Node): Followable | undefined => {
        if (!isProjectFile(declaration.getSourceFile().fileName)) return undefined;
        if (isFunctionWithBody(declaration)) return declaration;
        if (ts.isClassLike(declaration)) return declaration;
        if (
            (ts.isVariableDeclaration(declaration) ||
                ts.isPropertyDeclaration(declaration) ||
                ts.isPropertyAssignment(declaration)) &&
            declaration.initializer
        ) {
            return followableOf(wrappedFunction(declaration.initializer));
        }
        return undefined;
    };

    const entryHandlers = handlersOf(entrySource, options.entry, checker);
    for (const handler of entryHandlers) follow(handler);
    return trace;
}

/** The `table[key]` an expression reads, through parentheses and either side of a `?:`. */
function elementAccessIn(expression: ts.Expression): ts.ElementAccessExpression | undefined {
    if (ts.isElementAccessExpression(expression)) return expression;
    if (ts.isParenthesizedExpression(expression)) return elementAccessIn(expression.expression);
    if (ts.isConditionalExpression(expression))
        return elementAccessIn(expression.whenTrue) ?? elementAccessIn(expression.whenFalse);
    return undefined;
}

/** An expression without the parentheses, `as` and `satisfies` around it. */
function unwrapped(expression: ts.Expression): ts.Expression {
    let inner = expression;
    while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner))
        inner = inner.expression;
    return inner;
}

/** A component wrapped (`memo(Component)`, `forwardRef(…)`) is the function it wraps. */
function wrappedFunction(expression: ts.Expression): ts.Node {
    const inner = unwrapped(expression);
    if (ts.isCallExpression(inner) && inner.arguments.length > 0) {
        const first = inner.arguments[0];
        if (first && (ts.isArrowFunction(first) || ts.isFunctionExpression(first))) return first;
    }
    return inner;
}

function isFunctionWithBody(node: ts.Node): node is ts.FunctionLikeDeclaration {
    return (
        (ts.isFunctionDeclaration(node) ||
            ts.isMethodDeclaration(node) ||
            ts.isArrowFunction(node) ||
            ts.isFunctionExpression(node) ||
            ts.isConstructorDeclaration(node) ||
            ts.isGetAccessorDeclaration(node) ||
            ts.isSetAccessorDeclaration(node)) &&
        node.body !== undefined
    );
}

/** The code a followable runs: a function's body; a class's field initialisers and constructor. */
function codeOf(target: Followable): ts.Node[] {
    if (!ts.isClassLike(target)) return target.body ? [target.body] : [];
    return target.members.flatMap((member): ts.Node[] => {
        if (ts.isPropertyDeclaration(member) && member.initializer && !isStatic(member)) return [member.initializer];
        if (ts.isConstructorDeclaration(member) && member.body) return [member.body];
        return [];
    });
}

function isStatic(member: ts.ClassElement): boolean {
    return (
        ts.canHaveModifiers(member) &&
        (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword)
    );
}

/** How the report names a function: `name`, `Class.method`, `new Class`, or what holds an arrow. */
export function nameOf(node: Followable): string {
    if (ts.isClassLike(node)) return `new ${node.name?.text ?? '(class)'}`;
    const own =
        node.name && (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name)) ? node.name.text : undefined;
    if (ts.isConstructorDeclaration(node))
        return `new ${ts.isClassLike(node.parent) ? (node.parent.name?.text ?? '(class)') : '(class)'}`;
    if ((ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node)) && own) {
        const holder = ts.isClassLike(node.parent) ? node.parent.name?.text : holderName(node.parent);
        return holder ? `${holder}.${own}` : own;
    }
    if (own) return own;
    const holder = holderName(node);
    return holder ?? '(function)';
}

/** The name of what holds a function: `const name = …`, `name: …`, or a wrapper's (`const name = memo(…)`). */
function holderName(node: ts.Node): string | undefined {
    let parent = node.parent;
    while (
        parent &&
        (ts.isParenthesizedExpression(parent) ||
            ts.isAsExpression(parent) ||
            ts.isSatisfiesExpression(parent) ||
            ts.isCallExpression(parent))
    )
        parent = parent.parent;
    if (!parent) return undefined;
    const holder =
        ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)
            ? parent.name
            : undefined;
    return holder && ts.isIdentifier(holder) ? holder.text : undefined;
}

/**
 * The handlers the entry function registers for its route (`routes.get('story', handler)`), or,
 * when it registers none, the entry function itself.
 */
function handlersOf(source: ts.SourceFile, entry: Entry, checker: ts.TypeChecker): Callee[] {
    const declaration = topLevelFunction(source, entry.functionName);
    if (!declaration) throw new Error(`No function ${entry.functionName} in ${entry.file}`);
    const handlers: Callee[] = [];
    const visit = (node: ts.Node) => {
        if (
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === entry.method &&
            node.arguments[0] &&
            ts.isStringLiteralLike(node.arguments[0]) &&
            node.arguments[0].text === entry.route
        ) {
            for (const argument of node.arguments.slice(1)) {
                const handler = handlerFunction(argument, checker);
                if (handler)
                    handlers.push({
                        target: handler,
                        name: `${entry.functionName}: ${entry.method} '${entry.route}' handler`,
                    });
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(declaration);
    return handlers.length > 0 ? handlers : [{ target: declaration, name: entry.functionName }];
}

function handlerFunction(argument: ts.Expression, checker: ts.TypeChecker): ts.FunctionLikeDeclaration | undefined {
    if (isFunctionWithBody(argument)) return argument;
    const symbol = checker.getSymbolAtLocation(argument);
    const resolved = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = resolved?.valueDeclaration;
    if (!declaration) return undefined;
    if (isFunctionWithBody(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer && isFunctionWithBody(declaration.initializer))
        return declaration.initializer;
    return undefined;
}

function topLevelFunction(source: ts.SourceFile, name: string): ts.FunctionLikeDeclaration | undefined {
    for (const statement of source.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body) return statement;
        if (ts.isVariableStatement(statement)) {
            for (const declaration of statement.declarationList.declarations) {
                if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
                    if (isFunctionWithBody(declaration.initializer)) return declaration.initializer;
                }
            }
        }
    }
    return undefined;
}

function nodeAt(source: ts.SourceFile, position: number): ts.Node | undefined {
    let found: ts.Node | undefined;
    const visit = (node: ts.Node) => {
        if (node.getStart(source) <= position && position < node.getEnd()) {
            found = node;
            ts.forEachChild(node, visit);
        }
    };
    visit(source);
    return found;
}

/**
 * The function an implementation's location names: a function or method that starts there or
 * whose name is there, or a function a property or variable named there holds. Not any function
 * around the location: a parameter's default or a value passed on is not an implementation.
 */
function enclosingFollowable(node: ts.Node, span: ts.TextSpan): Followable | undefined {
    for (let current: ts.Node | undefined = node; current; current = current.parent) {
        const named = 'name' in current && isNode(current.name) && current.name.getStart() === span.start;
        if (!named && current.getStart() !== span.start) {
            if (current.getStart() < span.start) return undefined;
            continue;
        }
        if (isFunctionWithBody(current)) return current;
        if (
            (ts.isPropertyAssignment(current) ||
                ts.isPropertyDeclaration(current) ||
                ts.isVariableDeclaration(current)) &&
            current.initializer
        ) {
            const held = wrappedFunction(current.initializer);
            return isFunctionWithBody(held) ? held : undefined;
        }
    }
    return undefined;
}

function isNode(value: unknown): value is ts.Node {
    return typeof value === 'object' && value !== null && 'kind' in value && 'pos' in value;
}

function relativeFile(root: string, fileName: string): string {
    return path.relative(root, fileName).split(path.sep).join('/');
}

/** A language service over the entry alone: the program follows its imports, and implementations can be asked for. */
function languageService(options: WalkOptions): ts.LanguageService {
    const parsed = ts.getParsedCommandLineOfConfigFile(
        options.tsconfig,
        {},
        {
            ...ts.sys,
            onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
                throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
            },
        },
    );
    if (!parsed) throw new Error(`Cannot read ${options.tsconfig}`);
    const rootFiles = [path.resolve(options.root, options.entry.file)];
    const host: ts.LanguageServiceHost = {
        getCompilationSettings: () => ({ ...parsed.options, noEmit: true, incremental: false, composite: false }),
        getScriptFileNames: () => rootFiles,
        getScriptVersion: () => '1',
        getScriptSnapshot: (fileName) => {
            const text = ts.sys.readFile(fileName);
            return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
        },
        getCurrentDirectory: () => options.root,
        getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
        fileExists: ts.sys.fileExists,
        readFile: ts.sys.readFile,
        readDirectory: ts.sys.readDirectory,
        directoryExists: ts.sys.directoryExists,
        getDirectories: ts.sys.getDirectories,
    };
    return ts.createLanguageService(host, ts.createDocumentRegistry());
}
