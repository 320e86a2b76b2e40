// \0rolldown/runtime.js
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod, mod.exports), cb = null), mod.exports);
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
		key = keys[i];
		if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
			get: ((k) => from[k]).bind(null, key),
			enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(isNodeMode || !mod || !mod.__esModule || !__hasOwnProp.call(mod, "default") ? __defProp(target, "default", {
	value: mod,
	enumerable: true
}) : target, mod));
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, { get: (a, b) => (typeof require !== "undefined" ? require : a)[b] }) : x)(function(x) {
	if (typeof require !== "undefined") return require.apply(this, arguments);
	throw Error("Calling `require` for \"" + x + "\" in an environment that doesn't expose the `require` function. See https://rolldown.rs/in-depth/bundling-cjs#require-external-modules for more details.");
});
// \0vite/modulepreload-polyfill.js
(function polyfill() {
	const relList = document.createElement("link").relList;
	if (relList && relList.supports && relList.supports("modulepreload")) return;
	for (const link of document.querySelectorAll("link[rel=\"modulepreload\"]")) processPreload(link);
	new MutationObserver((mutations) => {
		for (const mutation of mutations) {
			if (mutation.type !== "childList") continue;
			for (const node of mutation.addedNodes) if (node.tagName === "LINK" && node.rel === "modulepreload") processPreload(node);
		}
	}).observe(document, {
		childList: true,
		subtree: true
	});
	function getFetchOpts(link) {
		const fetchOpts = {};
		if (link.integrity) fetchOpts.integrity = link.integrity;
		if (link.referrerPolicy) fetchOpts.referrerPolicy = link.referrerPolicy;
		if (link.crossOrigin === "use-credentials") fetchOpts.credentials = "include";
		else if (link.crossOrigin === "anonymous") fetchOpts.credentials = "omit";
		else fetchOpts.credentials = "same-origin";
		return fetchOpts;
	}
	function processPreload(link) {
		if (link.ep) return;
		link.ep = true;
		const fetchOpts = getFetchOpts(link);
		fetch(link.href, fetchOpts);
	}
})();
// engine/src/camera/Camera.ts
/** Zoom limits and steps of spec §9. */
var MIN_ZOOM = .05;
var ZOOM_IN_STEP = 1.25;
var ZOOM_OUT_STEP = .8;
var WHEEL_SENSITIVITY = .3;
/** Clamps a zoom into [MIN_ZOOM, MAX_ZOOM]; non-finite values fall back to 1. */
function clampZoom(zoom) {
	if (!Number.isFinite(zoom) || zoom <= 0) return 1;
	return Math.min(7, Math.max(MIN_ZOOM, zoom));
}
/**
* The zoom factor for one wheel event: `2 ^ (-pixels × sensitivity / 100)`. One ordinary wheel notch (100 px)
* zooms out by 2^-0.3 ≈ 0.81 (close to the ×0.8 button step) and in by ≈ 1.23; trackpads send small deltas and zoom
* smoothly. Line and page delta modes are converted to pixels first (16 px per line, one screen per page).
*/
function wheelZoomFactor(deltaY, deltaMode = 0, pageHeight = 800) {
	const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * pageHeight : deltaY;
	return Math.pow(2, -pixels * WHEEL_SENSITIVITY / 100);
}
/**
* The camera: which part of the graph the screen shows. `center` is the graph point at the middle of the screen,
* `zoom` the screen px per graph unit. Pure maths, no DOM: the renderer copies it into the stage transform.
* screen = (graph − center) × zoom + size / 2.
*/
var Camera = class {
	center = {
		x: 0,
		y: 0
	};
	zoom = 1;
	width = 1;
	height = 1;
	/** Sets the screen size in CSS px. */
	setSize(width, height) {
		this.width = Math.max(1, width);
		this.height = Math.max(1, height);
	}
	/** Graph -> screen; writes into `out` when given. */
	graphToScreen(p, out = {
		x: 0,
		y: 0
	}) {
		out.x = (p.x - this.center.x) * this.zoom + this.width / 2;
		out.y = (p.y - this.center.y) * this.zoom + this.height / 2;
		return out;
	}
	/** Screen -> graph; writes into `out` when given. */
	screenToGraph(p, out = {
		x: 0,
		y: 0
	}) {
		out.x = (p.x - this.width / 2) / this.zoom + this.center.x;
		out.y = (p.y - this.height / 2) / this.zoom + this.center.y;
		return out;
	}
	/** Sets the zoom (clamped) keeping the graph point under the screen `anchor` fixed (default: screen centre). */
	zoomTo(zoom, anchor) {
		const next = clampZoom(zoom);
		if (anchor) {
			const gx = (anchor.x - this.width / 2) / this.zoom + this.center.x;
			const gy = (anchor.y - this.height / 2) / this.zoom + this.center.y;
			this.center = {
				x: gx - (anchor.x - this.width / 2) / next,
				y: gy - (anchor.y - this.height / 2) / next
			};
		}
		this.zoom = next;
	}
	/** Multiplies the zoom by `factor` around `anchor`. */
	zoomBy(factor, anchor) {
		this.zoomTo(this.zoom * factor, anchor);
	}
	/** Moves the view by a screen-pixel delta (content follows the pointer). */
	panBy(dx, dy) {
		this.center = {
			x: this.center.x - dx / this.zoom,
			y: this.center.y - dy / this.zoom
		};
	}
	/** Centres the view on a graph point. */
	panTo(center) {
		this.center = {
			x: center.x,
			y: center.y
		};
	}
	/** Centres and zooms so `bounds` fills the screen minus `padding` px on each side (zoom clamped). */
	fit(bounds, padding = 40) {
		const w = Math.max(bounds.maxX - bounds.minX, 1e-6);
		const h = Math.max(bounds.maxY - bounds.minY, 1e-6);
		const availW = Math.max(this.width - 2 * padding, 1);
		const availH = Math.max(this.height - 2 * padding, 1);
		this.zoom = clampZoom(Math.min(availW / w, availH / h));
		this.center = {
			x: (bounds.minX + bounds.maxX) / 2,
			y: (bounds.minY + bounds.maxY) / 2
		};
	}
	/** The graph box the screen shows, written into `out`. */
	visibleBox(out) {
		const hw = this.width / 2 / this.zoom;
		const hh = this.height / 2 / this.zoom;
		out.minX = this.center.x - hw;
		out.maxX = this.center.x + hw;
		out.minY = this.center.y - hh;
		out.maxY = this.center.y + hh;
		return out;
	}
};
/** Ease in-out cubic: slow start, slow end. */
function ease(t) {
	return t < .5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}
/**
* Animates the camera to a target centre and zoom. Time is passed in (`step(now)`), so the engine drives it from
* its frame loop and tests drive it with numbers. The zoom is interpolated in log space so zooming in and out feel
* equally fast.
*/
var CameraAnimator = class {
	camera;
	from = null;
	to = null;
	start = 0;
	duration = 800;
	constructor(camera) {
		this.camera = camera;
	}
	/** True while an animation runs. */
	get active() {
		return this.to !== null;
	}
	/** Starts an animation from the camera's current view towards `center` / `zoom`, beginning at `now` ms. */
	animateTo(center, zoom, now, duration = 800) {
		this.from = {
			x: this.camera.center.x,
			y: this.camera.center.y,
			logZoom: Math.log(this.camera.zoom)
		};
		this.to = {
			x: center.x,
			y: center.y,
			logZoom: Math.log(clampZoom(zoom))
		};
		this.start = now;
		this.duration = Math.max(1, duration);
	}
	/** Stops where it is (a user gesture takes over). */
	cancel() {
		this.from = null;
		this.to = null;
	}
	/** Moves the camera to where it should be at `now`; returns true while more frames are needed. */
	step(now) {
		const { from, to } = this;
		if (!from || !to) return false;
		const t = Math.min(1, Math.max(0, (now - this.start) / this.duration));
		const k = ease(t);
		this.camera.center = {
			x: from.x + (to.x - from.x) * k,
			y: from.y + (to.y - from.y) * k
		};
		this.camera.zoom = clampZoom(Math.exp(from.logZoom + (to.logZoom - from.logZoom) * k));
		if (t >= 1) this.cancel();
		return this.active;
	}
};
// engine/src/events/Emitter.ts
/**
* A small typed event emitter. Handlers run synchronously in subscription order; a throwing handler does not stop
* the others (the error is reported on the console), so one faulty listener in the shell cannot break the engine.
*/
var Emitter = class {
	handlers = /* @__PURE__ */ new Map();
	/** Subscribes; returns the function that unsubscribes. */
	on(event, handler) {
		let set = this.handlers.get(event);
		if (!set) {
			set = /* @__PURE__ */ new Set();
			this.handlers.set(event, set);
		}
		set.add(handler);
		return () => {
			set.delete(handler);
		};
	}
	/** Calls every handler of `event` with `payload`. */
	emit(event, payload) {
		const set = this.handlers.get(event);
		if (!set || set.size === 0) return;
		for (const handler of [...set]) try {
			handler(payload);
		} catch (error) {
			console.error(`[mapa/engine] a "${String(event)}" handler threw`, error);
		}
	}
	/** True when someone listens to `event` (lets callers skip building costly payloads). */
	has(event) {
		return (this.handlers.get(event)?.size ?? 0) > 0;
	}
	/** Drops every handler. */
	clear() {
		this.handlers.clear();
	}
};
// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
	const numericValues = Object.values(entries).filter((v) => typeof v === "number");
	return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
}
function joinValues(array, separator = "|") {
	return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
	if (typeof value === "bigint") return value.toString();
	return value;
}
var Cached = class {
	constructor(getter) {
		this._getter = getter;
		this._value = void 0;
	}
	get value() {
		const getter = this._getter;
		if (getter !== void 0) {
			this._value = getter();
			this._getter = void 0;
		}
		return this._value;
	}
};
function cached(getter) {
	return new Cached(getter);
}
function nullish(input) {
	return input === null || input === void 0;
}
function cleanRegex(source) {
	const start = source.startsWith("^") ? 1 : 0;
	const end = source.endsWith("$") ? source.length - 1 : source.length;
	return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
	const ratio = val / step;
	const roundedRatio = Math.round(ratio);
	const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
	if (Math.abs(ratio - roundedRatio) < tolerance) return 0;
	return ratio - roundedRatio;
}
function assignProp(target, prop, value) {
	Object.defineProperty(target, prop, {
		value,
		writable: true,
		enumerable: true,
		configurable: true
	});
}
/**
* Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
*
* Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
*/
function rawShape(def) {
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
	return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
	Object.defineProperty(target, key, {
		get() {
			const value = getter();
			assignProp(this, key, value);
			return value;
		},
		enumerable: true,
		configurable: true
	});
}
function putProp(target, key, value) {
	if (key in target) assignProp(target, key, value);
	else target[key] = value;
}
/**
* Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
*
* A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
*/
function mirrorShape(target, source, keys, wrap) {
	const raw = sourceShape(source);
	for (const key of keys) {
		const desc = Object.getOwnPropertyDescriptor(raw, key);
		if (!desc.enumerable) continue;
		if (desc.get) deferProp(target, key, () => {
			const value = source._zod.def.shape[key];
			return wrap ? wrap(value, key) : value;
		});
		else putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
	}
}
function mirrorProps(target, source) {
	for (const key of Reflect.ownKeys(source)) {
		const desc = Object.getOwnPropertyDescriptor(source, key);
		if (!desc.enumerable) continue;
		if (desc.get) deferProp(target, key, () => source[key]);
		else putProp(target, key, desc.value);
	}
}
function mergeDefs(...defs) {
	const mergedDescriptors = {};
	for (const def of defs) {
		const descriptors = Object.getOwnPropertyDescriptors(def);
		Object.assign(mergedDescriptors, descriptors);
	}
	return Object.defineProperties({}, mergedDescriptors);
}
function esc(str) {
	return JSON.stringify(str);
}
function slugify(input) {
	return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
function isObject$1(data) {
	return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__*/ cached(() => {
	if (globalConfig.jitless) return false;
	if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) return false;
	try {
		new Function("");
		return true;
	} catch (_) {
		return false;
	}
});
function isPlainObject(o) {
	if (isObject$1(o) === false) return false;
	const ctor = o.constructor;
	if (ctor === void 0) return true;
	if (typeof ctor !== "function") return true;
	const prot = ctor.prototype;
	if (isObject$1(prot) === false) return false;
	if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) return false;
	return true;
}
function shallowClone(o) {
	if (isPlainObject(o)) return { ...o };
	if (Array.isArray(o)) return [...o];
	if (o instanceof Map) return new Map(o);
	if (o instanceof Set) return new Set(o);
	return o;
}
var propertyKeyTypes = /* @__PURE__*/ new Set([
	"string",
	"number",
	"symbol"
]);
function escapeRegex(str) {
	return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
	const cl = new inst._zod.constr(def ?? inst._zod.def);
	if (!def || params?.parent) cl._zod.parent = inst;
	return cl;
}
function normalizeParams(_params) {
	const params = _params;
	if (!params) return {};
	if (typeof params === "string") return { error: () => params };
	if (params?.message !== void 0) {
		if (params?.error !== void 0) throw new Error("Cannot specify both `message` and `error` params");
		params.error = params.message;
	}
	delete params.message;
	if (typeof params.error === "string") return {
		...params,
		error: () => params.error
	};
	return params;
}
function stringifyPrimitive(value) {
	if (typeof value === "bigint") return value.toString() + "n";
	if (typeof value === "string") return `"${value}"`;
	return `${value}`;
}
function optionalKeys(shape) {
	return Object.keys(shape).filter((k) => {
		return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
	});
}
var NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
	safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
	int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
	uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
	const currDef = schema._zod.def;
	const checks = currDef.checks;
	if (checks && checks.length > 0) throw new Error(".pick() cannot be used on object schemas containing refinements");
	const newShape = {};
	mirrorShape(newShape, schema, maskedKeys(schema, mask));
	return clone(schema, mergeDefs(currDef, {
		shape: newShape,
		checks: []
	}));
}
function maskedKeys(schema, mask) {
	const raw = sourceShape(schema);
	const keys = [];
	for (const key of Reflect.ownKeys(mask)) {
		if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) throw new Error(`Unrecognized key: "${String(key)}"`);
		if (mask[key]) keys.push(key);
	}
	return keys;
}
function omit(schema, mask) {
	const currDef = schema._zod.def;
	const checks = currDef.checks;
	if (checks && checks.length > 0) throw new Error(".omit() cannot be used on object schemas containing refinements");
	const omitted = new Set(maskedKeys(schema, mask));
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
	return clone(schema, mergeDefs(currDef, {
		shape: newShape,
		checks: []
	}));
}
function extend(schema, shape) {
	if (!isPlainObject(shape)) throw new Error("Invalid input to extend: expected a plain object");
	const checks = schema._zod.def.checks;
	if (checks && checks.length > 0) {
		const existingShape = sourceShape(schema);
		for (const key of Reflect.ownKeys(shape)) if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
	}
	return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
	mirrorProps(newShape, shape);
	return newShape;
}
function safeExtend(schema, shape) {
	if (!isPlainObject(shape)) throw new Error("Invalid input to safeExtend: expected a plain object");
	return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
	if (!b?._zod?.def) throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
	if (a._zod.def.checks?.length) throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
	const newShape = {};
	mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
	mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
	return clone(a, mergeDefs(a._zod.def, {
		shape: newShape,
		get catchall() {
			return b._zod.def.catchall;
		},
		checks: b._zod.def.checks ?? []
	}));
}
function partial(Class, schema, mask, name = "partial") {
	const checks = schema._zod.def.checks;
	if (checks && checks.length > 0) throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
	const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class && ((value, key) => selected && !selected.has(key) ? value : new Class({
		type: "optional",
		innerType: value
	})));
	return clone(schema, mergeDefs(schema._zod.def, {
		shape: newShape,
		checks: []
	}));
}
function required(Class, schema, mask) {
	const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => selected && !selected.has(key) ? value : new Class({
		type: "nonoptional",
		innerType: value
	}));
	return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x, startIndex = 0) {
	if (x.aborted === true) return true;
	for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue !== true) return true;
	return false;
}
function explicitlyAborted(x, startIndex = 0) {
	if (x.aborted === true) return true;
	for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue === false) return true;
	return false;
}
function prefixIssues(path, issues) {
	return issues.map((iss) => {
		var _a;
		(_a = iss).path ?? (_a.path = []);
		iss.path.unshift(path);
		return iss;
	});
}
function unwrapMessage(message) {
	return typeof message === "string" ? message : message?.message;
}
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
	const caps = [];
	for (const ch of defChecks ?? []) {
		const d = ch._zod.def;
		if (!/_(length|size)$|_equals$/.test(d.check)) break;
		const max = d.maximum ?? d.length ?? d.size;
		if (max >= 0) caps.push([max, ch]);
	}
	return caps;
}
function attachSchema(issues, start, inst) {
	var _a;
	for (let i = start; i < issues.length; i++) (_a = issues[i]).schema ?? (_a.schema = inst);
}
function finalizeIssue(iss, ctx, config) {
	var _a;
	const traits = iss.inst?._zod?.traits;
	if (traits?.has("$ZodType")) {
		if (traits.has("$ZodCheck")) (_a = iss).schema ?? (_a.schema = iss.inst);
		else iss.schema = iss.inst;
	}
	const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
	const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config.customError?.(iss)) ?? unwrapMessage(config.localeError?.(iss)) ?? "Invalid input";
	const full = {};
	for (const k of Object.keys(iss)) {
		if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
		full[k] = iss[k];
	}
	full.path ?? (full.path = []);
	full.message = message;
	if (ctx?.reportInput) full.input = iss.input;
	return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
	const units = str.length;
	if (!highSurrogate.test(str)) return units;
	let count = units;
	for (let i = 0; i < units - 1; i++) if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
		count--;
		i++;
	}
	return count;
}
function getLengthableOrigin(input) {
	if (Array.isArray(input)) return "array";
	if (typeof input === "string") return "string";
	return "unknown";
}
function parsedType(data) {
	const t = typeof data;
	switch (t) {
		case "number": return Number.isNaN(data) ? "nan" : "number";
		case "object": {
			if (data === null) return "null";
			if (Array.isArray(data)) return "array";
			const obj = data;
			if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) return obj.constructor.name;
		}
	}
	return t;
}
function issue(...args) {
	const [iss, input, inst] = args;
	if (typeof iss === "string") return {
		message: iss,
		code: "custom",
		input,
		inst
	};
	return { ...iss };
}
/**
* Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
*
* Call this from a `proto` initializer, which runs once per prototype — never per instance.
*/
function members(proto, table) {
	for (const key in table) {
		const desc = Object.getOwnPropertyDescriptor(table, key);
		if (desc.get) Object.defineProperty(proto, key, {
			...desc,
			enumerable: false
		});
		else defineBound(proto, key, desc.value);
	}
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
	Object.defineProperty(inst, key, {
		configurable: true,
		writable: true,
		enumerable,
		value
	});
	return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
	return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
/* @__NO_SIDE_EFFECTS__ */
function derived(computes, table) {
	for (const key in computes) {
		const compute = computes[key];
		Object.defineProperty(table, key, {
			configurable: true,
			enumerable: true,
			get() {
				return own(this, key, compute(this));
			},
			set(value) {
				own(this, key, value);
			}
		});
	}
	return table;
}
function defineBound(proto, key, fn) {
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			return this == null ? fn : own(this, key, fn.bind(this));
		},
		set(value) {
			own(this, key, value);
		}
	});
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
	const proto = Object.getPrototypeOf(inst);
	return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
	configurable: true,
	get() {
		broke = true;
	}
};
/**
* Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
* constructor, computed from the internals object itself and cached there on
* first read. One accessor per constructor rather than one per instance.
*/
function defineLazyInternal(inst, key, compute) {
	const proto = Object.getPrototypeOf(inst._zod);
	if (key in proto && installing !== inst._zod) {
		installing = void 0;
		return;
	}
	installing = inst._zod;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			Object.defineProperty(this, key, breaker);
			const outer = broke;
			broke = false;
			try {
				const value = compute(this);
				if (broke) delete this[key];
				else Object.defineProperty(this, key, {
					configurable: true,
					writable: true,
					value
				});
				broke = broke || outer;
				return value;
			} catch (err) {
				delete this[key];
				broke = broke || outer;
				throw err;
			}
		},
		set(value) {
			Object.defineProperty(this, key, {
				configurable: true,
				writable: true,
				value
			});
		}
	});
}
/**
* Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
* data property. One accessor per constructor rather than one per instance, because an own accessor
* puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
*/
function installLazyProp(inst, key, make, enumerable) {
	const proto = claim(inst, key);
	if (!proto) return;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			const desc = {
				configurable: true,
				writable: true,
				enumerable,
				value: void 0
			};
			Object.defineProperty(this, key, desc);
			desc.value = make(this);
			Object.defineProperty(this, key, desc);
			return desc.value;
		},
		set(value) {
			Object.defineProperty(this, key, {
				configurable: true,
				writable: true,
				enumerable,
				value
			});
		}
	});
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
var CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
	const fn = () => value;
	fn[CONSTANT_CATCH] = true;
	return fn;
}
// node_modules/zod/v4/core/core.js
var _a$1;
/** A special constant with type `never` */
var NEVER = /*@__PURE__*/ Object.freeze({ status: "aborted" });
var _zodDesc = {
	value: void 0,
	enumerable: false
};
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
	const E = _E;
	if (E) {
		const saved = E.stackTraceLimit;
		if (typeof saved === "number") {
			try {
				E.stackTraceLimit = 0;
			} catch {
				_E = null;
				return new Definition();
			}
			try {
				return new Definition();
			} finally {
				E.stackTraceLimit = saved;
			}
		}
	}
	return new Definition();
}
/* @__NO_SIDE_EFFECTS__ */
function $constructor(name, initializer, proto, params) {
	const zodProto = {};
	function Internals(def) {
		this.def = def;
		this.constr = _;
		this.traits = /* @__PURE__ */ new Set();
	}
	Internals.prototype = zodProto;
	const protoMembers = proto;
	const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
	function init(inst, def) {
		if (!inst._zod) {
			_zodDesc.value = new Internals(def);
			try {
				Object.defineProperty(inst, "_zod", _zodDesc);
			} finally {
				_zodDesc.value = void 0;
			}
		} else if (inst._zod.traits.has(name)) return;
		inst._zod.traits.add(name);
		initializer(inst, def);
		if (initialized) {
			const own = Object.getPrototypeOf(inst);
			const ctorProto = inst._zod.constr.prototype;
			let up = own;
			while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
			const target = up ?? own;
			if (!initialized.has(target)) {
				initialized.add(target);
				members(target, protoMembers);
			}
		}
		const proto = _.prototype;
		for (const k in proto) {
			if (!Object.prototype.hasOwnProperty.call(proto, k)) continue;
			if (!(k in inst)) inst[k] = proto[k].bind(inst);
		}
	}
	const Parent = params?.Parent ?? Object;
	class Definition extends Parent {}
	Object.defineProperty(Definition, "name", { value: name });
	function _(def) {
		const inst = params?.Parent ? newError(Definition) : this;
		init(inst, def);
		const deferred = inst._zod.deferred;
		if (deferred) {
			for (const fn of deferred) fn();
			inst._zod.deferred = void 0;
		}
		const pp = globalThis.__zod_globalConfig?.postProcessor;
		if (pp) pp(inst);
		return inst;
	}
	Object.defineProperty(_, "init", { value: init });
	Object.defineProperty(_, Symbol.hasInstance, { value: (inst) => {
		if (params?.Parent && inst instanceof params.Parent) return true;
		return inst?._zod?.traits?.has(name);
	} });
	Object.defineProperty(_, "name", { value: name });
	return _;
}
var $ZodAsyncError = class extends Error {
	constructor() {
		super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
	}
};
var $ZodEncodeError = class extends Error {
	constructor(name) {
		super(`Encountered unidirectional transform during encode: ${name}`);
		this.name = "ZodEncodeError";
	}
};
(_a$1 = globalThis).__zod_globalConfig ?? (_a$1.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
	if (newConfig) Object.assign(globalConfig, newConfig);
	return globalConfig;
}
// node_modules/zod/v4/core/errors.js
function _getMessage() {
	const internals = this._zod;
	internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
	return internals.message;
}
function _setMessage(value) {
	this._zod.message = value;
}
var _messageDesc = {
	get: _getMessage,
	set: _setMessage,
	enumerable: true,
	configurable: true
};
var _issuesDesc = {
	value: void 0,
	enumerable: false
};
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer$1 = (inst, def) => {
	inst.name = "$ZodError";
	_issuesDesc.value = def;
	Object.defineProperty(inst, "issues", _issuesDesc);
	_issuesDesc.value = void 0;
	Object.defineProperty(inst, "message", _messageDesc);
	const proto = Object.getPrototypeOf(inst);
	if (!_installedToString.has(proto)) {
		_installedToString.add(proto);
		Object.defineProperty(proto, "toString", {
			configurable: true,
			enumerable: false,
			get() {
				const value = () => this.message;
				Object.defineProperty(this, "toString", {
					value,
					configurable: true,
					writable: true
				});
				return value;
			},
			set(value) {
				Object.defineProperty(this, "toString", {
					value,
					configurable: true,
					writable: true
				});
			}
		});
	}
};
var $ZodError = /* @__PURE__ */ $constructor("$ZodError", initializer$1);
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
* ("toString", "constructor") would otherwise read through to the prototype, and assigning
* "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
	if (!Object.prototype.hasOwnProperty.call(obj, key)) {
		if (key === "__proto__") Object.defineProperty(obj, key, {
			value: make(),
			writable: true,
			enumerable: true,
			configurable: true
		});
		else obj[key] = make();
	}
	return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
	const fieldErrors = {};
	const formErrors = [];
	for (const sub of error.issues) if (sub.path.length > 0) node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
	else formErrors.push(mapper(sub));
	return {
		formErrors,
		fieldErrors
	};
}
function formatError(error, mapper = (issue) => issue.message) {
	const fieldErrors = { _errors: [] };
	const processError = (error, path = []) => {
		for (const issue of error.issues) if (issue.code === "invalid_union" && issue.errors.length) issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
		else if (issue.code === "invalid_key") processError({ issues: issue.issues }, [...path, ...issue.path]);
		else if (issue.code === "invalid_element") processError({ issues: issue.issues }, [...path, ...issue.path]);
		else {
			const fullpath = [...path, ...issue.path];
			if (fullpath.length === 0) fieldErrors._errors.push(mapper(issue));
			else {
				let curr = fieldErrors;
				let i = 0;
				while (i < fullpath.length) {
					const el = fullpath[i];
					const terminal = i === fullpath.length - 1;
					if (el === "_errors") {
						if (terminal) curr._errors.push(mapper(issue));
						i++;
						continue;
					}
					if (!Object.prototype.hasOwnProperty.call(curr, el)) Object.defineProperty(curr, el, {
						value: { _errors: [] },
						enumerable: true,
						writable: true,
						configurable: true
					});
					const node = curr[el];
					if (terminal) node._errors.push(mapper(issue));
					curr = node;
					i++;
				}
			}
		}
	};
	processError(error);
	return fieldErrors;
}
// node_modules/zod/v4/core/parse.js
function finalizeParams(callee, params) {
	return {
		callee: params?.callee ?? callee,
		Err: params?.Err
	};
}
var _parse = (_Err) => {
	const fn = (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			async: false
		} : { async: false };
		const result = schema._zod.run({
			value,
			issues: []
		}, ctx);
		if (result instanceof Promise) throw new $ZodAsyncError();
		if (result.issues.length) {
			const e = new ((_params?.Err) ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, _params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var _parseAsync = (_Err) => {
	const fn = async (schema, value, _ctx, params) => {
		const ctx = _ctx ? {
			..._ctx,
			async: true
		} : { async: true };
		let result = schema._zod.run({
			value,
			issues: []
		}, ctx);
		if (result instanceof Promise) result = await result;
		if (result.issues.length) {
			const e = new ((params?.Err) ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var _safeParse = (_Err) => (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: false
	} : { async: false };
	const result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) throw new $ZodAsyncError();
	return result.issues.length ? failure(_Err, result.issues, ctx) : {
		success: true,
		data: result.value
	};
};
function failure(Err, issues, ctx) {
	let error;
	return {
		success: false,
		get error() {
			if (!error) {
				error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
				issues = void 0;
				ctx = void 0;
			}
			return error;
		},
		set error(e) {
			error = e;
			issues = void 0;
			ctx = void 0;
		}
	};
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: true
	} : { async: true };
	let result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) result = await result;
	return result.issues.length ? failure(_Err, result.issues, ctx) : {
		success: true,
		data: result.value
	};
};
var COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
var COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
var validate = ((schema, value, _ctx) => {
	const validator = schema._zod.bag.validator;
	if (validator !== void 0) {
		if (validator(value) !== COMPILE_INVALID) return true;
		if (validator.definite === true && _ctx === void 0) return false;
	}
	return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
	const ctx = _ctx ? {
		..._ctx,
		async: false,
		abortEarly: true
	} : {
		async: false,
		abortEarly: true
	};
	const fallbackRun = schema._zod.bag.fallbackRun;
	let result;
	if (fallbackRun) {
		ctx[COMPILE_FALLBACK] = true;
		result = fallbackRun({
			value,
			issues: []
		}, ctx);
	} else result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) throw new $ZodAsyncError();
	return result.issues.length === 0;
}
var validateAsync$1 = async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: true,
		abortEarly: true
	} : {
		async: true,
		abortEarly: true
	};
	let result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) result = await result;
	return result.issues.length === 0;
};
var _encode = (_Err) => {
	const parse = _parse(_Err);
	const fn = (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			direction: "backward"
		} : { direction: "backward" };
		return parse(schema, value, ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _decode = (_Err) => {
	const parse = _parse(_Err);
	const fn = (schema, value, _ctx, _params) => {
		return parse(schema, value, _ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _encodeAsync = (_Err) => {
	const parseAsync = _parseAsync(_Err);
	const fn = async (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			direction: "backward"
		} : { direction: "backward" };
		return await parseAsync(schema, value, ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _decodeAsync = (_Err) => {
	const parseAsync = _parseAsync(_Err);
	const fn = async (schema, value, _ctx, _params) => {
		return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
	};
	return fn;
};
var _safeEncode = (_Err) => (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		direction: "backward"
	} : { direction: "backward" };
	return _safeParse(_Err)(schema, value, ctx);
};
var _safeDecode = (_Err) => (schema, value, _ctx) => {
	return _safeParse(_Err)(schema, value, _ctx);
};
var _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		direction: "backward"
	} : { direction: "backward" };
	return _safeParseAsync(_Err)(schema, value, ctx);
};
var _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
	return _safeParseAsync(_Err)(schema, value, _ctx);
};
// node_modules/zod/v4/core/regexes.js
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link cuid2} instead.
* See https://github.com/paralleldrive/cuid.
*/
var cuid = /^[cC][0-9a-z]{6,}$/;
var cuid2 = /^[0-9a-z]+$/;
var ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
var xid = /^[0-9a-vA-V]{20}$/;
var ksuid = /^[A-Za-z0-9]{27}$/;
var nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
	return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
var duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
var guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
*
* @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
var uuid = (version) => {
	if (!version) return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
	return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
/** Practical email validation */
var email$1 = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var _emoji$1 = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
	return new RegExp(_emoji$1, "u");
}
var ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
var ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
var cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
var base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
var base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var httpProtocol = /^https?$/;
var e164 = /^\+[1-9]\d{6,14}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
* esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
* will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
	return new RegExp(`^${source}$`);
}
var date = /*@__PURE__*/ anchor(dateSource);
function timeSource(args) {
	const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
	return typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function time(args) {
	return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
	const opts = ["Z"];
	if (args.offset) opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
	const qualified = `${timeSource({
		precision: args.precision,
		seconds: true
	})}(?:${opts.join("|")})`;
	const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
	return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var integer = /^-?\d+$/;
var number$2 = /^-?\d+(?:\.\d+)?$/;
var boolean$1 = /^(?:true|false)$/i;
var lowercase = /^[^A-Z]*$/;
var uppercase = /^[^a-z]*$/;
// node_modules/zod/v4/core/checks.js
var $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
	var _a;
	inst._zod ?? (inst._zod = {});
	inst._zod.def = def;
	(_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
var _whenHasLength = (payload) => {
	const val = payload.value;
	return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
	number: "number",
	bigint: "bigint",
	object: "date"
};
var $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value <= def.value : payload.value < def.value) return;
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_big",
			maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value >= def.value : payload.value > def.value) return;
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_small",
			minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMultipleOf = /*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
	$ZodCheck.init(inst, def);
	inst._zod.check = (payload) => {
		if (typeof payload.value !== typeof def.value) throw new Error("Cannot mix number and bigint in multiple_of check.");
		if (typeof payload.value === "bigint" ? def.value !== BigInt(0) && payload.value % def.value === BigInt(0) : floatSafeRemainder(payload.value, def.value) === 0) return;
		payload.issues.push({
			origin: typeof payload.value,
			code: "not_multiple_of",
			divisor: def.value,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
	$ZodCheck.init(inst, def);
	def.format = def.format || "float64";
	const isInt = def.format?.includes("int");
	const origin = isInt ? "int" : "number";
	const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
	inst._zod.check = (payload) => {
		const input = payload.value;
		if (isInt) {
			if (!Number.isInteger(input)) {
				payload.issues.push({
					expected: origin,
					format: def.format,
					code: "invalid_type",
					continue: false,
					input,
					inst
				});
				return;
			}
			if (!Number.isSafeInteger(input)) {
				if (input > 0) payload.issues.push({
					input,
					code: "too_big",
					maximum: Number.MAX_SAFE_INTEGER,
					note: "Integers must be within the safe integer range.",
					inst,
					origin,
					inclusive: true,
					continue: !def.abort
				});
				else payload.issues.push({
					input,
					code: "too_small",
					minimum: Number.MIN_SAFE_INTEGER,
					note: "Integers must be within the safe integer range.",
					inst,
					origin,
					inclusive: true,
					continue: !def.abort
				});
				return;
			}
		}
		if (input < minimum) payload.issues.push({
			origin: "number",
			input,
			code: "too_small",
			minimum,
			inclusive: true,
			inst,
			continue: !def.abort
		});
		if (input > maximum) payload.issues.push({
			origin: "number",
			input,
			code: "too_big",
			maximum,
			inclusive: true,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		if ((typeof input === "string" && units > def.maximum ? codePointLength(input) : units) <= def.maximum) return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_big",
			maximum: def.maximum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		if ((typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units) >= def.minimum) return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_small",
			minimum: def.minimum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
		if (length === def.length) return;
		const origin = getLengthableOrigin(input);
		const tooBig = length > def.length;
		payload.issues.push({
			origin,
			...tooBig ? {
				code: "too_big",
				maximum: def.length
			} : {
				code: "too_small",
				minimum: def.length
			},
			inclusive: true,
			exact: true,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
	var _a, _b;
	$ZodCheck.init(inst, def);
	if (def.pattern) (_a = inst._zod).check ?? (_a.check = (payload) => {
		def.pattern.lastIndex = 0;
		if (def.pattern.test(payload.value)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: def.format,
			input: payload.value,
			...def.pattern ? { pattern: def.pattern.toString() } : {},
			inst,
			continue: !def.abort
		});
	});
	else (_b = inst._zod).check ?? (_b.check = () => {});
});
var $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
	$ZodCheckStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		def.pattern.lastIndex = 0;
		if (def.pattern.test(payload.value)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "regex",
			input: payload.value,
			pattern: def.pattern.toString(),
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
	def.pattern ?? (def.pattern = lowercase);
	$ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
	def.pattern ?? (def.pattern = uppercase);
	$ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
	$ZodCheck.init(inst, def);
	const escapedRegex = escapeRegex(def.includes);
	def.pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
	inst._zod.check = (payload) => {
		if (payload.value.includes(def.includes, def.position)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "includes",
			includes: def.includes,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
	$ZodCheck.init(inst, def);
	const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
	def.pattern ?? (def.pattern = pattern);
	inst._zod.check = (payload) => {
		if (payload.value.startsWith(def.prefix)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "starts_with",
			prefix: def.prefix,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
	$ZodCheck.init(inst, def);
	const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
	def.pattern ?? (def.pattern = pattern);
	inst._zod.check = (payload) => {
		if (payload.value.endsWith(def.suffix)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "ends_with",
			suffix: def.suffix,
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
	$ZodCheck.init(inst, def);
	inst._zod.check = (payload) => {
		payload.value = def.tx(payload.value);
	};
});
// node_modules/zod/v4/core/doc.js
var Doc = class {
	constructor(args = [], closed = {}) {
		this.content = [];
		this.indent = 0;
		this.args = args;
		this.closed = closed;
	}
	indented(fn) {
		this.indent += 1;
		try {
			fn(this);
		} finally {
			this.indent -= 1;
		}
	}
	write(arg) {
		if (typeof arg === "function") {
			arg(this, { execution: "sync" });
			arg(this, { execution: "async" });
			return;
		}
		const lines = arg.split("\n").filter((x) => x);
		const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
		const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
		for (const line of dedented) this.content.push(line);
	}
	compile() {
		const F = Function;
		const content = this?.content ?? [``];
		return new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`)(...Object.values(this.closed));
	}
};
// node_modules/zod/v4/core/versions.js
var version = {
	major: 4,
	minor: 6,
	patch: 7
};
// node_modules/zod/v4/core/schemas.js
var $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
	var _a;
	inst ?? (inst = {});
	inst._zod.def = def;
	inst._zod.bag = inst._zod.bag || {};
	inst._zod.version = version;
	const defChecks = inst._zod.def.checks;
	const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
	for (const ch of checks) for (const fn of ch._zod.onattach) fn(inst);
	if (checks.length === 0) {
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred?.push(() => {
			inst._zod.run = inst._zod.parse;
		});
	} else {
		const runChecks = (payload, checks, ctx) => {
			if (payload.memo) return payload;
			let isAborted = aborted(payload);
			let asyncResult;
			for (const ch of checks) {
				if (ch._zod.def.when) {
					if (explicitlyAborted(payload)) continue;
					if (!ch._zod.def.when(payload)) continue;
				} else if (isAborted) continue;
				const currLen = payload.issues.length;
				const _ = ch._zod.check(payload);
				if (_ instanceof Promise && ctx?.async === false) throw new $ZodAsyncError();
				if (asyncResult || _ instanceof Promise) asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
					await _;
					if (payload.issues.length === currLen) return;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted) isAborted = aborted(payload, currLen);
				});
				else {
					if (payload.issues.length === currLen) continue;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted) isAborted = aborted(payload, currLen);
				}
			}
			if (asyncResult) return asyncResult.then(() => {
				return payload;
			});
			return payload;
		};
		const handleCanaryResult = (canary, payload, ctx) => {
			if (aborted(canary)) {
				canary.aborted = true;
				return canary;
			}
			const checkResult = runChecks(payload, checks, ctx);
			if (checkResult instanceof Promise) {
				if (ctx.async === false) throw new $ZodAsyncError();
				return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
			}
			return inst._zod.parse(checkResult, ctx);
		};
		inst._zod.run = (payload, ctx) => {
			if (ctx.skipChecks) return inst._zod.parse(payload, ctx);
			if (ctx.direction === "backward") {
				const canary = inst._zod.parse({
					value: payload.value,
					issues: []
				}, {
					...ctx,
					skipChecks: true
				});
				if (canary instanceof Promise) return canary.then((canary) => {
					return handleCanaryResult(canary, payload, ctx);
				});
				return handleCanaryResult(canary, payload, ctx);
			}
			const result = inst._zod.parse(payload, ctx);
			if (result instanceof Promise) {
				if (ctx.async === false) throw new $ZodAsyncError();
				return result.then((result) => runChecks(result, checks, ctx));
			}
			return runChecks(result, checks, ctx);
		};
	}
}, {
	get "~standard"() {
		return hide(this, "~standard", standardProps(this));
	},
	set "~standard"(value) {
		own(this, "~standard", value);
	}
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
	const ctx = { async: true };
	return toStandardResult(await inst._zod.run({
		value,
		issues: []
	}, ctx), ctx);
}
function standardProps(inst) {
	return {
		validate: (value) => {
			const ctx = { async: false };
			try {
				const r = inst._zod.run({
					value,
					issues: []
				}, ctx);
				if (!(r instanceof Promise)) return toStandardResult(r, ctx);
			} catch (_) {}
			return validateAsync(inst, value);
		},
		vendor: "zod",
		version: 1
	};
}
var $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = def.pattern ?? anyString;
	inst._zod.parse = (payload, _) => {
		if (def.coerce) try {
			payload.value = String(payload.value);
		} catch (_) {}
		if (typeof payload.value === "string") return payload;
		payload.issues.push({
			expected: "string",
			code: "invalid_type",
			input: payload.value,
			inst
		});
		return payload;
	};
});
var $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
	$ZodCheckStringFormat.init(inst, def);
	$ZodString.init(inst, def);
});
var $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
	def.pattern ?? (def.pattern = guid);
	$ZodStringFormat.init(inst, def);
});
var $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
	if (def.version) {
		const v = {
			v1: 1,
			v2: 2,
			v3: 3,
			v4: 4,
			v5: 5,
			v6: 6,
			v7: 7,
			v8: 8
		}[def.version];
		if (v === void 0) throw new Error(`Invalid UUID version: "${def.version}"`);
		def.pattern ?? (def.pattern = uuid(v));
	} else def.pattern ?? (def.pattern = uuid());
	$ZodStringFormat.init(inst, def);
});
var $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
	def.pattern ?? (def.pattern = email$1);
	$ZodStringFormat.init(inst, def);
});
function canParseURL(input) {
	try {
		if (typeof URL !== "undefined" && typeof URL.canParse === "function") return URL.canParse(input);
		new URL(input);
		return true;
	} catch {
		return false;
	}
}
function validateURL(trimmed, def) {
	if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) return canParseURL(trimmed) || 2;
	return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
	if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) return 1;
	try {
		if (typeof URL !== "undefined") {
			const URLStatic = URL;
			if (typeof URLStatic.parse === "function") return URLStatic.parse(trimmed) ?? 2;
		}
		return new URL(trimmed);
	} catch {
		return 2;
	}
}
var asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
	return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
	hostname.lastIndex = 0;
	return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
	protocol.lastIndex = 0;
	return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
var $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		try {
			const trimmed = payload.value.trim();
			const url = validateURL(trimmed, def);
			if (url === 1) {
				payload.issues.push({
					code: "invalid_format",
					format: "url",
					note: "Invalid URL format",
					input: payload.value,
					inst,
					continue: !def.abort
				});
				return;
			}
			if (url === 2) {
				payload.issues.push({
					code: "invalid_format",
					format: "url",
					input: payload.value,
					inst,
					continue: !def.abort
				});
				return;
			}
			if (url === true) {
				payload.value = stripTabAndNewline(trimmed);
				return;
			}
			if (def.hostname && !urlHostnameOk(url, def.hostname)) payload.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid hostname",
				pattern: def.hostname.source,
				input: payload.value,
				inst,
				continue: !def.abort
			});
			if (def.protocol && !urlProtocolOk(url, def.protocol)) payload.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid protocol",
				pattern: def.protocol.source,
				input: payload.value,
				inst,
				continue: !def.abort
			});
			payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
			return;
		} catch (_) {
			payload.issues.push({
				code: "invalid_format",
				format: "url",
				input: payload.value,
				inst,
				continue: !def.abort
			});
		}
	};
});
var $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
	def.pattern ?? (def.pattern = emoji());
	$ZodStringFormat.init(inst, def);
});
var $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
	if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1)) throw new Error(`Invalid nanoid length: ${def.length}`);
	def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
	$ZodStringFormat.init(inst, def);
});
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
* See https://github.com/paralleldrive/cuid.
*/
var $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
	def.pattern ?? (def.pattern = cuid);
	$ZodStringFormat.init(inst, def);
});
var $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
	def.pattern ?? (def.pattern = cuid2);
	$ZodStringFormat.init(inst, def);
});
var $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
	def.pattern ?? (def.pattern = ulid);
	$ZodStringFormat.init(inst, def);
});
var $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
	def.pattern ?? (def.pattern = xid);
	$ZodStringFormat.init(inst, def);
});
var $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
	def.pattern ?? (def.pattern = ksuid);
	$ZodStringFormat.init(inst, def);
});
var $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
	def.pattern ?? (def.pattern = datetime(def));
	$ZodStringFormat.init(inst, def);
});
var $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
	def.pattern ?? (def.pattern = date);
	$ZodStringFormat.init(inst, def);
});
var $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
	def.pattern ?? (def.pattern = time(def));
	$ZodStringFormat.init(inst, def);
});
var $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
	def.pattern ?? (def.pattern = duration);
	$ZodStringFormat.init(inst, def);
});
var $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
	def.pattern ?? (def.pattern = ipv4);
	$ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
var ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
	if (!ipv6Alphabet.test(value)) return false;
	return canParseURL(`http://[${value}]`);
}
var $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
	def.pattern ?? (def.pattern = ipv6);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (!isValidIPv6(payload.value)) payload.issues.push({
			code: "invalid_format",
			format: "ipv6",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
	def.pattern ?? (def.pattern = cidrv4);
	$ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
	const parts = value.split("/");
	if (parts.length !== 2) return false;
	const [address, prefix] = parts;
	if (!prefix) return false;
	const prefixNum = Number(prefix);
	if (`${prefixNum}` !== prefix) return false;
	if (prefixNum < 0 || prefixNum > 128) return false;
	return isValidIPv6(address);
}
var $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
	def.pattern ?? (def.pattern = cidrv6);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (!isValidCIDRv6(payload.value)) payload.issues.push({
			code: "invalid_format",
			format: "cidrv6",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
function isValidBase64(data) {
	if (data === "") return true;
	if (/\s/.test(data)) return false;
	if (data.length % 4 !== 0) return false;
	try {
		atob(data);
		return true;
	} catch {
		return false;
	}
}
var base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
var $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
	def.pattern ?? (def.pattern = base64Charset);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (isValidBase64(payload.value)) return;
		payload.issues.push({
			code: "invalid_format",
			format: "base64",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
	if (!base64urlCharset.test(data)) return false;
	const base64 = data.replace(/[-_]/g, (c) => c === "-" ? "+" : "/");
	return isValidBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
}
var $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
	def.pattern ?? (def.pattern = base64urlCharset);
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (isValidBase64URL(payload.value)) return;
		payload.issues.push({
			code: "invalid_format",
			format: "base64url",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
	def.pattern ?? (def.pattern = e164);
	$ZodStringFormat.init(inst, def);
});
function isValidJWT(token, algorithm = null) {
	try {
		const tokensParts = token.split(".");
		if (tokensParts.length !== 3) return false;
		const [header] = tokensParts;
		if (!header) return false;
		const parsedHeader = JSON.parse(atob(header));
		if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT") return false;
		if (!parsedHeader.alg) return false;
		if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm)) return false;
		return true;
	} catch {
		return false;
	}
}
var $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		if (isValidJWT(payload.value, def.alg)) return;
		payload.issues.push({
			code: "invalid_format",
			format: "jwt",
			input: payload.value,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = number$2;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce) try {
			payload.value = Number(payload.value);
		} catch (_) {}
		const input = payload.value;
		if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) return payload;
		const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
		payload.issues.push({
			expected: "number",
			code: "invalid_type",
			input,
			inst,
			...received ? { received } : {}
		});
		return payload;
	};
});
var $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
	$ZodCheckNumberFormat.init(inst, def);
	$ZodNumber.init(inst, def);
});
var $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = boolean$1;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce) try {
			payload.value = Boolean(payload.value);
		} catch (_) {}
		const input = payload.value;
		if (typeof input === "boolean") return payload;
		payload.issues.push({
			expected: "boolean",
			code: "invalid_type",
			input,
			inst
		});
		return payload;
	};
});
var $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload) => payload;
});
var $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, _ctx) => {
		payload.issues.push({
			expected: "never",
			code: "invalid_type",
			input: payload.value,
			inst
		});
		return payload;
	};
});
function capSize(inst, size) {
	const caps = sizeCaps(inst._zod.def.checks);
	if (!caps.length) return;
	const cap = Math.min(...caps.map((c) => c[0]));
	const parse = inst._zod.parse;
	inst._zod.parse = (payload, ctx) => {
		const n = size(payload.value);
		if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
			for (const [max, ch] of sizeCaps(inst._zod.def.checks)) if (n > max && ch._zod.def.when(payload)) {
				const start = payload.issues.length;
				ch._zod.check(payload);
				payload.issues[start].continue = false;
				attachSchema(payload.issues, start, inst);
				return payload;
			}
		}
		return parse(payload, ctx);
	};
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
	if (result.issues.length) final.issues.push(...prefixIssues(index, result.issues));
	final.value[index] = result.value;
}
var $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!Array.isArray(input)) {
			payload.issues.push({
				expected: "array",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
		const proms = [];
		const abortEarly = ctx?.abortEarly;
		for (let i = 0; i < input.length; i++) {
			const item = input[i];
			const result = def.element._zod.run({
				value: item,
				issues: []
			}, ctx);
			if (result instanceof Promise) proms.push(result.then((result) => handleArrayResult(result, payload, i)));
			else {
				handleArrayResult(result, payload, i);
				if (abortEarly && result.issues.length !== 0 && aborted(result)) break;
			}
		}
		if (proms.length) return Promise.all(proms).then(() => payload);
		return payload;
	};
	capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
	const isPresent = key in input;
	const isOptionalOut = optout === "optional";
	if (!isPresent && isOptionalOut && optin === "optional") return;
	if (result.issues.length) {
		if (optin !== void 0 && isOptionalOut && !isPresent) return;
		final.issues.push(...prefixIssues(key, result.issues));
	}
	if (!isPresent && optin === void 0) {
		if (!result.issues.length) final.issues.push({
			code: "invalid_type",
			expected: "nonoptional",
			input: void 0,
			path: [key]
		});
		return;
	}
	if (result.value === void 0) {
		if (isPresent || optin === "defaulted" && !isOptionalOut) final.value[key] = void 0;
	} else final.value[key] = result.value;
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
	const keys = Object.keys(def.shape);
	const ownSymbols = Object.getOwnPropertySymbols(def.shape);
	const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
	const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
	for (const k of allKeys) if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
	const okeys = optionalKeys(def.shape);
	return {
		...def,
		allKeys,
		symbolKeys,
		keySet: new Set(keys),
		numKeys: keys.length,
		optionalKeys: new Set(okeys)
	};
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
	const unrecognized = [];
	const keySet = def.keySet;
	const _catchall = def.catchall._zod;
	const t = _catchall.def.type;
	const optin = _catchall.optin;
	const optout = _catchall.optout;
	let seen = 0;
	for (const key in input) {
		if (abortEarly && payload.issues.length !== seen) {
			if (aborted(payload, seen)) break;
			seen = payload.issues.length;
		}
		if (keySet.has(key)) continue;
		if (key === "__proto__") {
			if (t === "never") unrecognized.push(key);
			continue;
		}
		if (t === "never") {
			unrecognized.push(key);
			continue;
		}
		const r = _catchall.run({
			value: input[key],
			issues: []
		}, ctx);
		if (r instanceof Promise) proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
		else handlePropertyResult(r, payload, key, input, optin, optout);
	}
	if (unrecognized.length) payload.issues.push({
		code: "unrecognized_keys",
		keys: unrecognized,
		input,
		inst,
		continue: true
	});
	if (!proms.length) return payload;
	return Promise.all(proms).then(() => {
		return payload;
	});
}
var $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
	$ZodType.init(inst, def);
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	const sh = desc?.get ? desc.get.raw : def.shape ?? {};
	if (sh) {
		const get = () => {
			const newSh = { ...sh };
			Object.defineProperty(def, "shape", { value: newSh });
			get.raw = newSh;
			return newSh;
		};
		get.raw = sh;
		Object.defineProperty(def, "shape", { get });
	}
	const _normalized = cached(() => normalizeDef(def));
	defineLazyInternal(inst, "propValues", (zod) => {
		const shape = zod.def.shape;
		const propValues = {};
		for (const key in shape) {
			const field = shape[key]._zod;
			if (field.values) {
				if (!Object.prototype.hasOwnProperty.call(propValues, key)) assignProp(propValues, key, /* @__PURE__ */ new Set());
				for (const v of field.values) propValues[key].add(v);
				if (field.optin !== void 0) propValues[key].add(void 0);
			}
		}
		return propValues;
	});
	const isObject = isObject$1;
	const catchall = def.catchall;
	let value;
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		value ?? (value = _normalized.value);
		const input = payload.value;
		if (!isObject(input)) {
			payload.issues.push({
				expected: "object",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
		const proms = [];
		const shape = value.shape;
		const abortEarly = ctx?.abortEarly;
		let seen = payload.issues.length;
		for (const key of value.allKeys) {
			if (abortEarly && payload.issues.length !== seen) {
				if (aborted(payload, seen)) break;
				seen = payload.issues.length;
			}
			if (key === "__proto__") continue;
			const el = shape[key];
			const optin = el._zod.optin;
			const optout = el._zod.optout;
			const r = el._zod.run({
				value: input[key],
				issues: []
			}, ctx);
			if (r instanceof Promise) proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
			else handlePropertyResult(r, payload, key, input, optin, optout);
		}
		if (!catchall) return proms.length ? Promise.all(proms).then(() => payload) : payload;
		return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
	};
});
var $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
	$ZodObject.init(inst, def);
	const superParse = inst._zod.parse;
	const _normalized = cached(() => normalizeDef(def));
	const memo = globalConfig.memoizer;
	const generateFastpass = (shape) => {
		const normalized = _normalized.value;
		const syms = normalized.symbolKeys;
		const doc = new Doc(["payload", "ctx"], {
			shape,
			inst,
			memo,
			syms
		});
		const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
		const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
		doc.write(`const input = payload.value;`);
		const ids = Object.create(null);
		let counter = 0;
		for (const key of normalized.allKeys) ids[key] = `key_${counter++}`;
		doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
		for (const key of normalized.allKeys) {
			if (key === "__proto__") continue;
			const id = ids[key];
			const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
			const isPresent = `${k} in input`;
			const schema = shape[key];
			const optin = schema?._zod?.optin;
			const isOptionalIn = optin !== void 0;
			const isOptionalOut = schema?._zod?.optout === "optional";
			doc.write(`const ${id} = ${parseStr(k)};`);
			if (isOptionalIn && isOptionalOut) {
				const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
				doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
			} else if (!isOptionalIn) doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
			else {
				doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
				if (optin === "defaulted") doc.write(`newResult[${k}] = ${id}.value;`);
				else doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
			}
		}
		doc.write(`payload.value = newResult;`);
		doc.write(`return payload;`);
		return doc.compile();
	};
	let fastpass;
	const isObject = isObject$1;
	const jit = !globalConfig.jitless;
	const fastEnabled = jit && allowsEval.value;
	const catchall = def.catchall;
	let value;
	inst._zod.parse = (payload, ctx) => {
		value ?? (value = _normalized.value);
		const input = payload.value;
		if (!isObject(input)) {
			payload.issues.push({
				expected: "object",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
			if (!fastpass) fastpass = generateFastpass(def.shape);
			payload = fastpass(payload, ctx);
			if (!catchall) return payload;
			return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
		}
		return superParse(payload, ctx);
	};
});
function handleUnionResults(results, final, inst, ctx) {
	for (const result of results) if (result.issues.length === 0) {
		final.value = result.value;
		return final;
	}
	const nonaborted = results.filter((r) => !aborted(r));
	if (nonaborted.length === 1) {
		final.value = nonaborted[0].value;
		return nonaborted[0];
	}
	final.issues.push({
		code: "invalid_union",
		input: final.value,
		inst,
		errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
	});
	return final;
}
var $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
	defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
	defineLazyInternal(inst, "values", (zod) => {
		if (zod.def.options.every((o) => o._zod.values)) return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		if (zod.def.options.every((o) => o._zod.pattern)) {
			const patterns = zod.def.options.map((o) => o._zod.pattern);
			return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
		}
	});
	const first = def.options.length === 1 ? def.options[0]._zod.run : null;
	inst._zod.parse = (payload, ctx) => {
		if (first) return first(payload, ctx);
		let async = false;
		const results = [];
		for (const option of def.options) {
			const result = option._zod.run({
				value: payload.value,
				issues: []
			}, ctx);
			if (result instanceof Promise) {
				results.push(result);
				async = true;
			} else {
				if (result.issues.length === 0) return result;
				results.push(result);
			}
		}
		if (!async) return handleUnionResults(results, payload, inst, ctx);
		return Promise.all(results).then((results) => {
			return handleUnionResults(results, payload, inst, ctx);
		});
	};
});
function discriminatorMap(def) {
	const map = /* @__PURE__ */ new Map();
	for (const option of def.options) {
		const values = option._zod.propValues?.[def.discriminator];
		if (!values || values.size === 0) throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
		for (const value of values) if (map.has(value)) {
			if (value !== void 0) throw new Error(`Duplicate discriminator value "${String(value)}"`);
			map.set(value, null);
		} else map.set(value, option);
	}
	return map;
}
var $ZodDiscriminatedUnion = /*@__PURE__*/ $constructor("$ZodDiscriminatedUnion", (inst, def) => {
	def.inclusive = false;
	$ZodUnion.init(inst, def);
	const _super = inst._zod.parse;
	defineLazyInternal(inst, "propValues", (zod) => {
		const propValues = {};
		let undefinedCount = 0;
		for (const option of zod.def.options) {
			const pv = option._zod.propValues;
			if (!pv || Object.keys(pv).length === 0) throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
			if (pv[zod.def.discriminator]?.has(void 0)) undefinedCount++;
			for (const [k, v] of Object.entries(pv)) {
				if (!Object.prototype.hasOwnProperty.call(propValues, k)) assignProp(propValues, k, /* @__PURE__ */ new Set());
				for (const val of v) propValues[k].add(val);
			}
		}
		if (!zod.def.unionFallback && undefinedCount > 1) propValues[zod.def.discriminator]?.delete(void 0);
		return propValues;
	});
	def.options.forEach((option, i) => {
		const propShape = rawShape(option._zod.def);
		if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) throw new Error(`Invalid discriminated union option at index "${i}"`);
	});
	const disc = cached(() => discriminatorMap(def));
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!isObject$1(input)) {
			payload.issues.push({
				code: "invalid_type",
				expected: "object",
				input,
				inst
			});
			return payload;
		}
		const value = input?.[def.discriminator];
		const opt = disc.value.get(value);
		if (opt && (value !== void 0 || ctx.direction !== "backward")) return opt._zod.run(payload, ctx);
		if (def.unionFallback || ctx.direction === "backward") return _super(payload, ctx);
		payload.issues.push({
			code: "invalid_union",
			errors: [],
			note: "No matching discriminator",
			discriminator: def.discriminator,
			options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
			input,
			path: [def.discriminator],
			inst
		});
		return payload;
	};
});
var $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		const left = def.left._zod.run({
			value: input,
			issues: []
		}, ctx);
		const right = def.right._zod.run({
			value: input,
			issues: []
		}, ctx);
		if (left instanceof Promise || right instanceof Promise) return Promise.all([left, right]).then(([left, right]) => {
			return handleIntersectionResults(payload, left, right);
		});
		return handleIntersectionResults(payload, left, right);
	};
});
function mergeValues(a, b) {
	if (a === b) return {
		valid: true,
		data: a
	};
	if (a instanceof Date && b instanceof Date && +a === +b) return {
		valid: true,
		data: a
	};
	if (isPlainObject(a) && isPlainObject(b)) {
		const bKeys = Object.keys(b);
		const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
		const newObj = {
			...a,
			...b
		};
		if (Object.prototype.hasOwnProperty.call(newObj, "__proto__")) delete newObj.__proto__;
		for (const key of sharedKeys) {
			if (key === "__proto__") continue;
			const sharedValue = mergeValues(a[key], b[key]);
			if (!sharedValue.valid) return {
				valid: false,
				mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
			};
			newObj[key] = sharedValue.data;
		}
		return {
			valid: true,
			data: newObj
		};
	}
	if (Array.isArray(a) && Array.isArray(b)) {
		if (a.length !== b.length) return {
			valid: false,
			mergeErrorPath: []
		};
		const newArray = [];
		for (let index = 0; index < a.length; index++) {
			const itemA = a[index];
			const itemB = b[index];
			const sharedValue = mergeValues(itemA, itemB);
			if (!sharedValue.valid) return {
				valid: false,
				mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
			};
			newArray.push(sharedValue.data);
		}
		return {
			valid: true,
			data: newArray
		};
	}
	return {
		valid: false,
		mergeErrorPath: []
	};
}
function handleIntersectionResults(result, left, right) {
	const unrecKeys = /* @__PURE__ */ new Map();
	let unrecIssue;
	const keyIssues = /* @__PURE__ */ new Map();
	const collect = (iss, side) => {
		let keys;
		if (iss.code === "unrecognized_keys" && !iss.path?.length) {
			unrecIssue ?? (unrecIssue = iss);
			keys = iss.keys;
		} else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
			const k = String(iss.path[0]);
			if (!keyIssues.has(k)) keyIssues.set(k, iss);
			keys = [k];
		} else return false;
		for (const k of keys) {
			if (!unrecKeys.has(k)) unrecKeys.set(k, {});
			unrecKeys.get(k)[side] = true;
		}
		return true;
	};
	for (const iss of left.issues) if (!collect(iss, "l")) result.issues.push(iss);
	for (const iss of right.issues) if (!collect(iss, "r")) result.issues.push(iss);
	const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
	if (bothKeys.length) {
		const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
		if (aggregated.length) result.issues.push({
			...unrecIssue,
			keys: aggregated
		});
		for (const k of bothKeys) if (!aggregated.includes(k) && keyIssues.has(k)) result.issues.push(keyIssues.get(k));
	}
	const merged = mergeValues(left.value, right.value);
	if (!merged.valid) {
		if (aborted(result)) return result;
		throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
	}
	result.value = merged.data;
	return result;
}
var $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!isPlainObject(input)) {
			payload.issues.push({
				expected: "record",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		const proms = [];
		const values = def.keyType._zod.values;
		if (values && !def.partial) {
			payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
			const recordKeys = /* @__PURE__ */ new Set();
			for (const key of values) if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
				recordKeys.add(typeof key === "number" ? key.toString() : key);
				if (key === "__proto__") continue;
				const keyResult = def.keyType._zod.run({
					value: key,
					issues: []
				}, ctx);
				if (keyResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
				if (keyResult.issues.length) {
					payload.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
						input: key,
						path: [key],
						inst
					});
					continue;
				}
				const outKey = keyResult.value;
				if (outKey === "__proto__") continue;
				const result = def.valueType._zod.run({
					value: input[key],
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((result) => {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}));
				else {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}
			}
			let unrecognized;
			for (const key in input) if (!recordKeys.has(key)) {
				if (def.mode === "loose") {
					if (key === "__proto__") continue;
					payload.value[key] = input[key];
				} else {
					unrecognized = unrecognized ?? [];
					unrecognized.push(key);
				}
			}
			if (unrecognized && unrecognized.length > 0) payload.issues.push({
				code: "unrecognized_keys",
				input,
				inst,
				keys: unrecognized,
				continue: true
			});
		} else {
			payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
			let unrecognized;
			for (const key of Reflect.ownKeys(input)) {
				if (key === "__proto__") continue;
				if (!Object.prototype.propertyIsEnumerable.call(input, key)) continue;
				let keyResult = def.keyType._zod.run({
					value: key,
					issues: []
				}, ctx);
				if (keyResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
				if (typeof key === "string" && number$2.test(key) && keyResult.issues.length) {
					const retryResult = def.keyType._zod.run({
						value: Number(key),
						issues: []
					}, ctx);
					if (retryResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
					if (retryResult.issues.length === 0) keyResult = retryResult;
				}
				if (keyResult.issues.length) {
					if (def.mode === "loose") payload.value[key] = input[key];
					else if (values) {
						unrecognized = unrecognized ?? [];
						unrecognized.push(key);
					} else payload.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
						input: key,
						path: [key],
						inst
					});
					continue;
				}
				const outKey = keyResult.value;
				if (outKey === "__proto__") continue;
				const result = def.valueType._zod.run({
					value: input[key],
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((result) => {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}));
				else {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}
			}
			if (unrecognized && unrecognized.length > 0) payload.issues.push({
				code: "unrecognized_keys",
				input,
				inst,
				keys: unrecognized,
				continue: true
			});
		}
		if (proms.length) return Promise.all(proms).then(() => payload);
		return payload;
	};
});
var $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
	$ZodType.init(inst, def);
	const values = getEnumValues(def.entries);
	const valuesSet = new Set(values);
	inst._zod.values = valuesSet;
	defineLazyInternal(inst, "pattern", (zod) => {
		const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
		return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (valuesSet.has(input)) return payload;
		payload.issues.push({
			code: "invalid_value",
			values,
			input,
			inst
		});
		return payload;
	};
});
var $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
	$ZodType.init(inst, def);
	const values = new Set(def.values);
	inst._zod.values = values;
	defineLazyInternal(inst, "pattern", (zod) => {
		const vals = zod.def.values;
		return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (values.has(input)) return payload;
		payload.issues.push({
			code: "invalid_value",
			values: def.values,
			input,
			inst
		});
		return payload;
	};
});
var $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "optional";
	globalConfig.memoizer?.guard(inst);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") throw new $ZodEncodeError(inst.constructor.name);
		const _out = def.transform(payload.value, payload);
		if (ctx.async) return (_out instanceof Promise ? _out : Promise.resolve(_out)).then((output) => {
			payload.value = output;
			return payload;
		});
		if (_out instanceof Promise) throw new $ZodAsyncError();
		payload.value = _out;
		return payload;
	};
});
function handleOptionalResult(payload, result) {
	payload.value = result.issues.length ? void 0 : result.value;
	return payload;
}
var $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
	inst._zod.optout = "optional";
	defineLazyInternal(inst, "values", (zod) => {
		const values = zod.def.innerType._zod.values;
		return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === void 0) {
			if (def.innerType._zod.optin !== "defaulted") return payload;
			const result = def.innerType._zod.run({
				value: payload.value,
				issues: []
			}, ctx);
			if (result instanceof Promise) return result.then((result) => handleOptionalResult(payload, result));
			return handleOptionalResult(payload, result);
		}
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
	$ZodOptional.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
	inst._zod.parse = (payload, ctx) => {
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
	});
	defineLazyInternal(inst, "values", (zod) => {
		return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === null) return payload;
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "defaulted";
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		if (payload.value === void 0) {
			payload.value = def.defaultValue;
			/**
			* $ZodDefault returns the default value immediately in forward direction.
			* It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
			return payload;
		}
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then((result) => handleDefaultResult(result, def));
		return handleDefaultResult(result, def);
	};
});
function handleDefaultResult(payload, def) {
	if (payload.value === void 0) payload.value = def.defaultValue;
	return payload;
}
var $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "defaulted";
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		if (payload.value === void 0) payload.value = def.defaultValue;
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => {
		const v = zod.def.innerType._zod.values;
		return v ? new Set([...v].filter((x) => x !== void 0)) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then((result) => handleNonOptionalResult(result, inst));
		return handleNonOptionalResult(result, inst);
	};
});
function handleNonOptionalResult(payload, inst) {
	if (!payload.issues.length && payload.value === void 0) payload.issues.push({
		code: "invalid_type",
		expected: "nonoptional",
		input: payload.value,
		inst
	});
	return payload;
}
function handleCatchResult(payload, result, def, ctx) {
	if (!result.issues.length) {
		payload.value = result.value;
		if (result.memo) payload.memo = true;
		return payload;
	}
	payload.value = def.catchValue({
		...result,
		value: payload.value,
		error: { issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())) },
		input: payload.value
	});
	return payload;
}
var $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		const result = def.innerType._zod.run({
			value: payload.value,
			issues: []
		}, ctx);
		if (result instanceof Promise) return result.then((result) => handleCatchResult(payload, result, def, ctx));
		return handleCatchResult(payload, result, def, ctx);
	};
});
var $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
	defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
	defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") {
			const right = def.out._zod.run(payload, ctx);
			if (right instanceof Promise) return right.then((right) => handlePipeResult(right, def.in, ctx));
			return handlePipeResult(right, def.in, ctx);
		}
		const left = def.in._zod.run(payload, ctx);
		if (left instanceof Promise) return left.then((left) => handlePipeResult(left, def.out, ctx));
		return handlePipeResult(left, def.out, ctx);
	};
});
function handlePipeResult(left, next, ctx) {
	if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
		left.aborted = true;
		return left;
	}
	return next._zod.run({
		value: left.value,
		issues: left.issues
	}, ctx);
}
var $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then(handleReadonlyResult);
		return handleReadonlyResult(result);
	};
});
function handleReadonlyResult(payload) {
	if (!payload.memo) payload.value = Object.freeze(payload.value);
	return payload;
}
var $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
	$ZodCheck.init(inst, def);
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, _) => {
		return payload;
	};
	inst._zod.check = (payload) => {
		const input = payload.value;
		const r = def.fn(input);
		if (r instanceof Promise) return r.then((r) => handleRefineResult(r, payload, input, inst));
		handleRefineResult(r, payload, input, inst);
	};
});
function handleRefineResult(result, payload, input, inst) {
	if (!result) {
		const _iss = {
			code: "custom",
			input,
			inst,
			path: [...inst._zod.def.path ?? []],
			continue: !inst._zod.def.abort
		};
		if (inst._zod.def.params) _iss.params = inst._zod.def.params;
		payload.issues.push(issue(_iss));
	}
}
// node_modules/zod/v4/core/memoizer.js
var $ZodCyclicError = class extends Error {
	constructor() {
		super(`Cannot parse a reference cycle that closes through a transform`);
		this.name = "ZodCyclicError";
	}
};
/** Keyed off the context object every schema in one parse call already shares. */
var STATE = "~memo";
var NO_ISSUES = [];
function isRef(value) {
	return value !== null && typeof value === "object";
}
function cloneIssues(issues) {
	return issues.map((iss) => iss.path ? {
		...iss,
		path: iss.path.slice()
	} : { ...iss });
}
var recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
var NONE = 0;
var ASSUMED = 1;
var PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
	const cached = recursive.get(inst);
	if (cached !== void 0) return cached ? PROVEN : NONE;
	if (stack.has(inst)) return PROVEN;
	stack.add(inst);
	let result = NONE;
	const check = (child) => {
		if (result !== PROVEN && child?._zod) {
			const answer = isRecursive(child, stack, resolve);
			if (answer > result) result = answer;
		}
	};
	const shape = (sh, spread) => {
		let answer = NONE;
		for (const key of Reflect.ownKeys(sh)) {
			const desc = Object.getOwnPropertyDescriptor(sh, key);
			if (spread && !desc.enumerable) continue;
			const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
			if (child > answer) answer = child;
		}
		return answer;
	};
	const merge = (answer) => {
		if (answer > result) result = answer;
	};
	const def = inst._zod.def;
	switch (def.type) {
		case "object": {
			const raw = rawShape(def);
			merge(raw ? shape(raw, true) : ASSUMED);
			check(def.catchall);
			break;
		}
		case "array":
			check(def.element);
			break;
		case "tuple":
			for (const el of def.items) check(el);
			check(def.rest);
			break;
		case "record":
		case "map":
			check(def.keyType);
			check(def.valueType);
			break;
		case "set":
			check(def.valueType);
			break;
		case "union":
			for (const el of def.options) check(el);
			break;
		case "intersection":
			check(def.left);
			check(def.right);
			break;
		case "optional":
		case "nullable":
		case "default":
		case "prefault":
		case "catch":
		case "readonly":
		case "nonoptional":
		case "promise":
		case "success":
			check(def.innerType);
			break;
		case "pipe":
			check(def.in);
			check(def.out);
			break;
		case "function":
			check(def.input);
			check(def.output);
			break;
		case "lazy": {
			const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : void 0);
			merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
			break;
		}
		case "template_literal":
		case "string":
		case "number":
		case "int":
		case "boolean":
		case "bigint":
		case "symbol":
		case "undefined":
		case "null":
		case "void":
		case "never":
		case "any":
		case "unknown":
		case "date":
		case "nan":
		case "enum":
		case "literal":
		case "file":
		case "transform":
		case "custom": break;
		default: for (const key in def) {
			const desc = Object.getOwnPropertyDescriptor(def, key);
			if (!desc || desc.get) continue;
			const value = desc.value;
			if (!value || typeof value !== "object") continue;
			if (value._zod) check(value);
			else if (Array.isArray(value)) for (const el of value) check(el);
		}
	}
	stack.delete(inst);
	return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
	if (answer !== ASSUMED) recursive.set(inst, answer === PROVEN);
	return answer;
}
function bucketFor(state, inst) {
	let bucket = state.buckets.get(inst);
	if (!bucket) {
		bucket = /* @__PURE__ */ new WeakMap();
		state.buckets.set(inst, bucket);
	}
	return bucket;
}
var handoff;
var open = [];
var memo = {
	alloc(_inst, payload, empty) {
		const bucket = handoff;
		if (!bucket) return empty;
		handoff = void 0;
		const entry = {
			value: empty,
			issues: null
		};
		bucket.set(payload.value, entry);
		open.push(entry);
		return empty;
	},
	guard(inst) {
		var _a;
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred.push(() => {
			const base = inst._zod.parse;
			const wrapped = (payload, ctx) => {
				if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value)) throw new $ZodCyclicError();
				return base(payload, ctx);
			};
			inst._zod.parse = wrapped;
			if (inst._zod.run === base) inst._zod.run = wrapped;
		});
	},
	attach(inst) {
		var _a;
		let isRecursiveInst;
		let rechecked = false;
		let lastCtx;
		let lastBucket;
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred.push(() => {
			const base = inst._zod.parse;
			const wrapped = (payload, ctx) => {
				if (isRecursiveInst === void 0) {
					const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
					if (walked === NONE) {
						inst._zod.parse = base;
						if (inst._zod.run === wrapped) inst._zod.run = base;
						return base(payload, ctx);
					}
					if (walked === PROVEN || rechecked) isRecursiveInst = true;
					else rechecked = true;
				}
				const input = payload.value;
				if (!isRef(input)) return base(payload, ctx);
				let state = ctx[STATE];
				if (!state) {
					state = {
						buckets: /* @__PURE__ */ new WeakMap(),
						backEdges: void 0
					};
					ctx[STATE] = state;
				}
				let bucket;
				if (lastCtx === ctx) bucket = lastBucket;
				else {
					bucket = bucketFor(state, inst);
					lastCtx = ctx;
					lastBucket = bucket;
				}
				const hit = bucket.get(input);
				if (hit) {
					payload.value = hit.value;
					if (hit.issues) {
						if (hit.issues.length) payload.issues.push(...cloneIssues(hit.issues));
					} else {
						payload.memo = true;
						state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
						state.backEdges.add(hit.value);
					}
					return payload;
				}
				handoff = bucket;
				const depth = open.length;
				const result = base(payload, ctx);
				handoff = void 0;
				const entry = open.length > depth ? open.pop() : void 0;
				if (result instanceof Promise) return result.then((r) => {
					if (entry) entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
					return r;
				});
				if (entry) entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
				return result;
			};
			inst._zod.parse = wrapped;
			if (inst._zod.run === base) inst._zod.run = wrapped;
		});
	}
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
	return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
	const backEdges = ctx[STATE]?.backEdges;
	return backEdges !== void 0 && isRef(value) && backEdges.has(value);
}
// node_modules/zod/v4/locales/en.js
var error = () => {
	const Sizable = {
		string: {
			unit: "characters",
			verb: "to have"
		},
		file: {
			unit: "bytes",
			verb: "to have"
		},
		array: {
			unit: "items",
			verb: "to have"
		},
		set: {
			unit: "items",
			verb: "to have"
		},
		map: {
			unit: "entries",
			verb: "to have"
		}
	};
	function getSizing(origin) {
		return Sizable[origin] ?? null;
	}
	const FormatDictionary = {
		regex: "input",
		email: "email address",
		url: "URL",
		emoji: "emoji",
		uuid: "UUID",
		uuidv4: "UUIDv4",
		uuidv6: "UUIDv6",
		nanoid: "nanoid",
		guid: "GUID",
		cuid: "cuid",
		cuid2: "cuid2",
		ulid: "ULID",
		xid: "XID",
		ksuid: "KSUID",
		datetime: "ISO datetime",
		date: "ISO date",
		time: "ISO time",
		duration: "ISO duration",
		ipv4: "IPv4 address",
		ipv6: "IPv6 address",
		mac: "MAC address",
		cidrv4: "IPv4 range",
		cidrv6: "IPv6 range",
		base64: "base64-encoded string",
		base64url: "base64url-encoded string",
		json_string: "JSON string",
		e164: "E.164 number",
		currency_code: "currency code",
		credit_card: "credit card number",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	};
	const TypeDictionary = { nan: "NaN" };
	function getTypeName(type, input) {
		if (type === "number" && typeof input === "number" && !Number.isFinite(input)) return String(input);
		return TypeDictionary[type] ?? type;
	}
	return (issue) => {
		switch (issue.code) {
			case "invalid_type": return `Invalid input: expected ${getTypeName(issue.expected)}, received ${getTypeName(parsedType(issue.input), issue.input)}`;
			case "invalid_value":
				if (issue.values.length === 1) return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
				return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
			case "too_big": {
				const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
				const sizing = getSizing(issue.origin);
				if (sizing) return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
				return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
			}
			case "too_small": {
				const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
				const sizing = getSizing(issue.origin);
				if (sizing) return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
				return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
			}
			case "invalid_format": {
				const _issue = issue;
				if (_issue.format === "starts_with") return `Invalid string: must start with "${_issue.prefix}"`;
				if (_issue.format === "ends_with") return `Invalid string: must end with "${_issue.suffix}"`;
				if (_issue.format === "includes") return `Invalid string: must include "${_issue.includes}"`;
				if (_issue.format === "regex") return `Invalid string: must match pattern ${_issue.pattern}`;
				return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
			}
			case "not_multiple_of": return `Invalid number: must be a multiple of ${issue.divisor}`;
			case "unrecognized_keys": return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
			case "invalid_key": return `Invalid key in ${issue.origin}`;
			case "invalid_union":
				if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) return `Invalid discriminator value. Expected ${issue.options.map((o) => `'${o}'`).join(" | ")}`;
				if (issue.inclusive === false) return "Invalid input: more than one option matched";
				return "Invalid input";
			case "invalid_element": return `Invalid value in ${issue.origin}`;
			default: return `Invalid input`;
		}
	};
};
function en_default() {
	return { localeError: error() };
}
// node_modules/zod/v4/core/registries.js
var _a;
var $ZodRegistry = class {
	constructor() {
		this._map = /* @__PURE__ */ new WeakMap();
		this._idmap = /* @__PURE__ */ new Map();
	}
	add(schema, ..._meta) {
		const meta = _meta[0];
		this._map.set(schema, meta);
		if (meta && typeof meta === "object" && "id" in meta) this._idmap.set(meta.id, schema);
		return this;
	}
	clear() {
		this._map = /* @__PURE__ */ new WeakMap();
		this._idmap = /* @__PURE__ */ new Map();
		return this;
	}
	remove(schema) {
		const meta = this._map.get(schema);
		if (meta && typeof meta === "object" && "id" in meta) this._idmap.delete(meta.id);
		this._map.delete(schema);
		return this;
	}
	get(schema) {
		const p = schema._zod.parent;
		if (p) {
			const pm = { ...this.get(p) ?? {} };
			delete pm.id;
			const f = {
				...pm,
				...this._map.get(schema)
			};
			return Object.keys(f).length ? f : void 0;
		}
		return this._map.get(schema);
	}
	has(schema) {
		return this._map.has(schema);
	}
};
function registry() {
	return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;
// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
	if (def.checks) def.checks = [...def.checks];
	return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
	return new Class(snapshotChecks({
		type: "string",
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
	return new Class({
		type: "string",
		format: "email",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
	return new Class({
		type: "string",
		format: "guid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		version: "v4",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		version: "v6",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
	return new Class({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: false,
		version: "v7",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
	return new Class({
		type: "string",
		format: "url",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
	return new Class({
		type: "string",
		format: "emoji",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
	return new Class({
		type: "string",
		format: "nanoid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link _cuid2} instead.
* See https://github.com/paralleldrive/cuid.
*/
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
	return new Class({
		type: "string",
		format: "cuid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
	return new Class({
		type: "string",
		format: "cuid2",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
	return new Class({
		type: "string",
		format: "ulid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
	return new Class({
		type: "string",
		format: "xid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
	return new Class({
		type: "string",
		format: "ksuid",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
	return new Class({
		type: "string",
		format: "ipv4",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
	return new Class({
		type: "string",
		format: "ipv6",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
	return new Class({
		type: "string",
		format: "cidrv4",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
	return new Class({
		type: "string",
		format: "cidrv6",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
	return new Class({
		type: "string",
		format: "base64",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
	return new Class({
		type: "string",
		format: "base64url",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
	return new Class({
		type: "string",
		format: "e164",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
	return new Class({
		type: "string",
		format: "jwt",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
	return new Class({
		type: "string",
		format: "datetime",
		check: "string_format",
		offset: false,
		local: false,
		precision: null,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
	return new Class({
		type: "string",
		format: "date",
		check: "string_format",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
	return new Class({
		type: "string",
		format: "time",
		check: "string_format",
		precision: null,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
	return new Class({
		type: "string",
		format: "duration",
		check: "string_format",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
	return new Class(snapshotChecks({
		type: "number",
		checks: [],
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
	return new Class(snapshotChecks({
		type: "number",
		coerce: true,
		checks: [],
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
	return new Class({
		type: "number",
		check: "number_format",
		abort: false,
		format: "safeint",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
	return new Class({
		type: "boolean",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
	return new Class({ type: "unknown" });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
	return new Class({
		type: "never",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: false
	});
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: false
	});
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
	return new $ZodCheckMultipleOf({
		check: "multiple_of",
		...normalizeParams(params),
		value
	});
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
	return new $ZodCheckMaxLength({
		check: "max_length",
		...normalizeParams(params),
		maximum
	});
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
	return new $ZodCheckMinLength({
		check: "min_length",
		...normalizeParams(params),
		minimum
	});
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
	return new $ZodCheckLengthEquals({
		check: "length_equals",
		...normalizeParams(params),
		length
	});
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
	return new $ZodCheckRegex({
		check: "string_format",
		format: "regex",
		...normalizeParams(params),
		pattern
	});
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
	return new $ZodCheckLowerCase({
		check: "string_format",
		format: "lowercase",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
	return new $ZodCheckUpperCase({
		check: "string_format",
		format: "uppercase",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
	return new $ZodCheckIncludes({
		check: "string_format",
		format: "includes",
		...normalizeParams(params),
		includes
	});
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
	return new $ZodCheckStartsWith({
		check: "string_format",
		format: "starts_with",
		...normalizeParams(params),
		prefix
	});
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
	return new $ZodCheckEndsWith({
		check: "string_format",
		format: "ends_with",
		...normalizeParams(params),
		suffix
	});
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
	return new $ZodCheckOverwrite({
		check: "overwrite",
		tx
	});
}
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
	return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
}
// @__NO_SIDE_EFFECTS__
function _trim() {
	return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
	return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
	return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function _slugify() {
	return /* @__PURE__ */ _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
	return new Class({
		type: "array",
		element,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
	return new Class({
		type: "custom",
		check: "custom",
		fn,
		...normalizeParams(_params)
	});
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
	const ch = /* @__PURE__ */ _check((payload) => {
		payload.addIssue = (issue$2) => {
			if (typeof issue$2 === "string") payload.issues.push(issue(issue$2, payload.value, ch._zod.def));
			else {
				const _issue = issue$2;
				if (_issue.fatal) _issue.continue = false;
				_issue.code ?? (_issue.code = "custom");
				if (!("input" in _issue)) _issue.input = payload.value;
				_issue.inst ?? (_issue.inst = ch);
				_issue.continue ?? (_issue.continue = !ch._zod.def.abort);
				payload.issues.push(issue(_issue));
			}
		};
		return fn(payload.value, payload);
	}, params);
	return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
	const ch = new $ZodCheck({
		check: "custom",
		...normalizeParams(params)
	});
	ch._zod.check = fn;
	return ch;
}
// node_modules/zod/v4/core/to-json-schema.js
function assignProps(target, ...sources) {
	for (const source of sources) for (const key of Reflect.ownKeys(source)) if (Object.prototype.propertyIsEnumerable.call(source, key)) assignProp(target, key, source[key]);
	return target;
}
function initializeContext(params) {
	let target = params?.target ?? "draft-2020-12";
	if (target === "draft-4") target = "draft-04";
	if (target === "draft-7") target = "draft-07";
	return {
		processors: params.processors ?? {},
		metadataRegistry: params?.metadata ?? globalRegistry,
		target,
		unrepresentable: params?.unrepresentable ?? "throw",
		override: params?.override ?? (() => {}),
		io: params?.io ?? "output",
		counter: 0,
		seen: /* @__PURE__ */ new Map(),
		sharedDefsExtractedFor: void 0,
		sharedEmitDoneFor: void 0,
		cycles: params?.cycles ?? "ref",
		reused: params?.reused ?? "inline",
		intersections: [],
		deferred: [],
		external: params?.external ?? void 0
	};
}
/**
* Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
* `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
* custom JSON Schema was written into `json`, in which case the caller must not write its own.
*/
function handleUnrepresentable(schema, ctx, json, params, message) {
	const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({
		zodSchema: schema,
		path: params.path,
		message
	}) : ctx.unrepresentable;
	if (result === "any") return false;
	if (result === void 0 || result === "throw") throw new Error(message);
	Object.assign(json, result);
	return true;
}
function processSchema(schema, ctx, _params = {
	path: [],
	schemaPath: []
}) {
	var _a;
	const def = schema._zod.def;
	const seen = ctx.seen.get(schema);
	if (seen) {
		seen.count++;
		if (_params.schemaPath.includes(schema)) seen.cycle = _params.path;
		return seen.schema;
	}
	const result = {
		schema: {},
		count: 1,
		cycle: void 0,
		path: _params.path
	};
	ctx.seen.set(schema, result);
	ctx.sharedDefsExtractedFor = void 0;
	ctx.sharedEmitDoneFor = void 0;
	const overrideSchema = schema._zod.toJSONSchema?.();
	if (overrideSchema) result.schema = overrideSchema;
	else {
		const params = {
			..._params,
			schemaPath: [..._params.schemaPath, schema],
			path: _params.path
		};
		if (schema._zod.processJSONSchema) schema._zod.processJSONSchema(ctx, result.schema, params);
		else {
			const _json = result.schema;
			const processor = ctx.processors[def.type];
			if (!processor) throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
			processor(schema, ctx, _json, params);
		}
		const parent = schema._zod.parent;
		if (parent) {
			if (!result.ref) result.ref = parent;
			processSchema(parent, ctx, params);
			ctx.seen.get(parent).isParent = true;
		}
	}
	const meta = ctx.metadataRegistry.get(schema);
	if (meta) assignProps(result.schema, meta);
	if (ctx.io === "input" && isTransforming(schema)) {
		delete result.schema.examples;
		delete result.schema.default;
	}
	if (ctx.io === "input" && "_prefault" in result.schema) (_a = result.schema).default ?? (_a.default = result.schema._prefault);
	delete result.schema._prefault;
	return ctx.seen.get(schema).schema;
}
function encodeJSONPointerSegment(segment) {
	return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema) {
	const root = ctx.seen.get(schema);
	if (!root) throw new Error("Unprocessed schema. This is a bug in Zod.");
	if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external) return;
	const idToSchema = /* @__PURE__ */ new Map();
	for (const entry of ctx.seen.entries()) {
		const id = ctx.metadataRegistry.get(entry[0])?.id;
		if (id) {
			const existing = idToSchema.get(id);
			if (existing && existing !== entry[0]) throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
			idToSchema.set(id, entry[0]);
		}
	}
	const makeURI = (entry) => {
		const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
		if (ctx.external) {
			const externalId = ctx.external.registry.get(entry[0])?.id;
			const uriGenerator = ctx.external.uri ?? ((id) => id);
			if (externalId) return { ref: uriGenerator(externalId) };
			const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
			entry[1].defId = id;
			return {
				defId: id,
				ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}`
			};
		}
		const uriPrefix = `#`;
		const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
		if (entry[1] === root && !entry[1].schema.id) return { ref: uriPrefix };
		const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
		return {
			defId,
			ref: defUriPrefix + encodeJSONPointerSegment(defId)
		};
	};
	const extractToDef = (entry) => {
		if (entry[1].schema.$ref) return;
		const seen = entry[1];
		const { ref, defId } = makeURI(entry);
		seen.def = { ...seen.schema };
		if (defId) seen.defId = defId;
		const schema = seen.schema;
		for (const key in schema) delete schema[key];
		schema.$ref = ref;
	};
	if (ctx.cycles === "throw") for (const entry of ctx.seen.entries()) {
		const seen = entry[1];
		if (seen.cycle) throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
	}
	for (const entry of ctx.seen.entries()) {
		const seen = entry[1];
		if (schema === entry[0]) {
			extractToDef(entry);
			continue;
		}
		if (ctx.external) {
			const ext = ctx.external.registry.get(entry[0])?.id;
			if (schema !== entry[0] && ext) {
				extractToDef(entry);
				continue;
			}
		}
		if (ctx.metadataRegistry.get(entry[0])?.id) {
			extractToDef(entry);
			continue;
		}
		if (seen.cycle) {
			extractToDef(entry);
			continue;
		}
		if (seen.count > 1) {
			if (ctx.reused === "ref") extractToDef(entry);
		}
	}
	if (ctx.external) ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
	const options = schema.anyOf;
	if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0) return;
	const types = [];
	for (const option of options) {
		if (!option || typeof option !== "object") return;
		compactTypeUnion(option);
		const keys = Object.keys(option);
		if (keys.length !== 1 || keys[0] !== "type") return;
		const type = option.type;
		for (const member of Array.isArray(type) ? type : [type]) {
			if (typeof member !== "string") return;
			if (!types.includes(member)) types.push(member);
		}
	}
	delete schema.anyOf;
	schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
* an annotation like `description` — makes a member unfoldable, so a constraint this does not
* understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
var FOLDABLE_KEYS = /* @__PURE__ */ new Set([
	"type",
	"properties",
	"required",
	"additionalProperties"
]);
var UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
	const extra = member.additionalProperties;
	if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null) return null;
	return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
	const objects = [];
	for (const member of members) {
		if (typeof member !== "object" || member.type !== "object") return null;
		for (const key in member) if (!FOLDABLE_KEYS.has(key)) return null;
		objects.push(member);
	}
	const properties = {};
	const required = /* @__PURE__ */ new Set();
	for (const object of objects) {
		for (const key in object.properties) {
			if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
			const parts = [];
			for (const other of objects) {
				const part = other.properties?.[key] ?? undeclaredConstraint(other);
				if (part === null || part === void 0) continue;
				if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part))) parts.push(part);
			}
			assignProp(properties, key, parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts });
		}
		for (const key of object.required ?? []) required.add(key);
	}
	const folded = {
		type: "object",
		properties
	};
	if (required.size) folded.required = [...required];
	if (objects.every((object) => object.additionalProperties === false)) folded.additionalProperties = false;
	else {
		const constraints = [];
		for (const object of objects) {
			const constraint = undeclaredConstraint(object);
			if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint))) constraints.push(constraint);
		}
		if (constraints.length === 1) folded.additionalProperties = constraints[0];
		else if (constraints.length > 1) folded.additionalProperties = { allOf: constraints };
	}
	return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
* closed object members reject each other's keys and the schema validates nothing. Zod's parser
* pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
* *every* side rejects it — so the emitted schema has to pool them too, and folding the members
* into one object is the encoding that says so on every target.
*
* This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
* machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
* keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
	const allOf = json.allOf;
	if (!Array.isArray(allOf) || allOf.length < 2) return;
	for (const key of FOLDABLE_KEYS) if (key in json) return;
	const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
	let folded = null;
	if (!unions.length) folded = foldObjects(allOf);
	else {
		const union = unions[0];
		const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
		if (Object.keys(union).length !== 1) return;
		const rest = allOf.filter((m) => m !== union);
		const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
		if (branches.some((b) => !b)) return;
		folded = { [keyword]: branches };
	}
	if (!folded) return;
	delete json.allOf;
	assignProps(json, folded);
}
function finalize(ctx, schema) {
	const root = ctx.seen.get(schema);
	if (!root) throw new Error("Unprocessed schema. This is a bug in Zod.");
	const flattenRef = (zodSchema) => {
		const seen = ctx.seen.get(zodSchema);
		if (seen.ref === null) return;
		const schema = seen.def ?? seen.schema;
		const _cached = { ...schema };
		const ref = seen.ref;
		seen.ref = null;
		if (ref) {
			flattenRef(ref);
			const refSeen = ctx.seen.get(ref);
			const refSchema = refSeen.schema;
			if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
				schema.allOf = schema.allOf ?? [];
				schema.allOf.push(refSchema);
			} else assignProps(schema, refSchema);
			assignProps(schema, _cached);
			if (zodSchema._zod.parent === ref) for (const key in schema) {
				if (key === "$ref" || key === "allOf") continue;
				if (!(key in _cached)) delete schema[key];
			}
			if (refSchema.$ref && refSeen.def) for (const key in schema) {
				if (key === "$ref" || key === "allOf") continue;
				if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) delete schema[key];
			}
		}
		const parent = zodSchema._zod.parent;
		if (parent && parent !== ref) {
			flattenRef(parent);
			const parentSeen = ctx.seen.get(parent);
			if (parentSeen?.schema.$ref) {
				schema.$ref = parentSeen.schema.$ref;
				if (parentSeen.def) for (const key in schema) {
					if (key === "$ref" || key === "allOf") continue;
					if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) delete schema[key];
				}
			}
		}
		ctx.override({
			zodSchema,
			jsonSchema: schema,
			path: seen.path ?? []
		});
	};
	if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
		for (const entry of [...ctx.seen.entries()].reverse()) flattenRef(entry[0]);
		if (ctx.target !== "openapi-3.0") for (const entry of ctx.seen.entries()) compactTypeUnion(entry[1].def ?? entry[1].schema);
		for (const rewrite of ctx.deferred) rewrite();
		if (ctx.intersections.length) {
			const carriers = /* @__PURE__ */ new Map();
			for (const seen of ctx.seen.values()) for (const json of [seen.schema, seen.def]) {
				const allOf = json?.allOf;
				if (!Array.isArray(allOf)) continue;
				const existing = carriers.get(allOf);
				if (existing) existing.push(json);
				else carriers.set(allOf, [json]);
			}
			for (const allOf of ctx.intersections) for (const json of carriers.get(allOf) ?? []) foldIntersection(json);
		}
	}
	const result = {};
	if (ctx.target === "draft-2020-12") result.$schema = "https://json-schema.org/draft/2020-12/schema";
	else if (ctx.target === "draft-07") result.$schema = "http://json-schema.org/draft-07/schema#";
	else if (ctx.target === "draft-04") result.$schema = "http://json-schema.org/draft-04/schema#";
	else if (ctx.target === "openapi-3.0") {}
	if (ctx.external?.uri) {
		const id = ctx.external.registry.get(schema)?.id;
		if (!id) throw new Error("Schema is missing an `id` property");
		result.$id = ctx.external.uri(id);
	}
	assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
	const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
	if (rootMetaId !== void 0 && result.id === rootMetaId) delete result.id;
	const defs = ctx.external?.defs ?? {};
	if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) for (const entry of ctx.seen.entries()) {
		const seen = entry[1];
		if (seen.def && seen.defId) {
			if (seen.def.id === seen.defId) delete seen.def.id;
			assignProp(defs, seen.defId, seen.def);
		}
	}
	if (ctx.external) ctx.sharedEmitDoneFor = ctx.external;
	if (ctx.external) {} else if (Object.keys(defs).length > 0) {
		if (ctx.target === "draft-2020-12") result.$defs = defs;
		else result.definitions = defs;
	}
	try {
		const finalized = JSON.parse(JSON.stringify(result));
		Object.defineProperty(finalized, "~standard", {
			value: {
				...schema["~standard"],
				jsonSchema: {
					input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
					output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
				}
			},
			enumerable: false,
			writable: false
		});
		return finalized;
	} catch (_err) {
		throw new Error("Error converting schema to JSON.");
	}
}
function isTransforming(_schema, _ctx) {
	const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
	if (ctx.seen.has(_schema)) return false;
	ctx.seen.add(_schema);
	const def = _schema._zod.def;
	if (def.type === "transform") return true;
	if (def.type === "array") return isTransforming(def.element, ctx);
	if (def.type === "set") return isTransforming(def.valueType, ctx);
	if (def.type === "lazy") return isTransforming(def.getter(), ctx);
	if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") return isTransforming(def.innerType, ctx);
	if (def.type === "intersection") return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
	if (def.type === "record" || def.type === "map") return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
	if (def.type === "pipe") {
		if (_schema._zod.traits.has("$ZodCodec")) return true;
		return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
	}
	if (def.type === "object") {
		for (const key in def.shape) if (isTransforming(def.shape[key], ctx)) return true;
		return false;
	}
	if (def.type === "union") {
		for (const option of def.options) if (isTransforming(option, ctx)) return true;
		return false;
	}
	if (def.type === "tuple") {
		for (const item of def.items) if (isTransforming(item, ctx)) return true;
		if (def.rest && isTransforming(def.rest, ctx)) return true;
		return false;
	}
	return false;
}
/**
* Creates a toJSONSchema method for a schema instance.
* This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
*/
var createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
	const ctx = initializeContext({
		...params,
		processors
	});
	processSchema(schema, ctx);
	extractDefs(ctx, schema);
	return finalize(ctx, schema);
};
var createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
	const { libraryOptions, target } = params ?? {};
	const ctx = initializeContext({
		...libraryOptions ?? {},
		target,
		io,
		processors
	});
	processSchema(schema, ctx);
	extractDefs(ctx, schema);
	return finalize(ctx, schema);
};
// node_modules/zod/v4/core/json-schema-processors.js
var narrowMin = (agg, key, value) => {
	if (agg[key] === void 0 || value > agg[key]) agg[key] = value;
};
var narrowMax = (agg, key, value) => {
	if (agg[key] === void 0 || value < agg[key]) agg[key] = value;
};
var narrowBoth = (agg, value) => {
	narrowMin(agg, "minimum", value);
	narrowMax(agg, "maximum", value);
};
var addDivisor = (agg, value) => {
	agg.multipleOf ?? (agg.multipleOf = []);
	if (!agg.multipleOf.includes(value)) agg.multipleOf.push(value);
};
var addPattern = (agg, pattern) => {
	agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
	agg.patterns.add(pattern);
};
var intersectMime = (agg, mime) => {
	agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
var setFormat = (agg, format) => {
	agg.format = format;
	if (format.includes("int")) agg.isInt = true;
};
var minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
var maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
var formatContributor = (ranges) => (agg, def) => {
	setFormat(agg, def.format);
	const [minimum, maximum] = ranges[def.format];
	narrowMin(agg, "minimum", minimum);
	narrowMax(agg, "maximum", maximum);
};
var contributors = {
	greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
	less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
	multiple_of: (agg, def) => addDivisor(agg, def.value),
	number_format: formatContributor(NUMBER_FORMAT_RANGES),
	bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
	min_length: minContributor,
	max_length: maxContributor,
	length_equals: (agg, def) => narrowBoth(agg, def.length),
	min_size: minContributor,
	max_size: maxContributor,
	size_equals: (agg, def) => narrowBoth(agg, def.size),
	string_format: (agg, def) => {
		setFormat(agg, def.format);
		if (def.pattern) addPattern(agg, def.pattern);
		if (def.format === "base64" || def.format === "base64url") agg.contentEncoding = def.format;
		if (def.local || def.precision === -1) agg.laxFormat = true;
	},
	mime_type: (agg, def) => intersectMime(agg, def.mime)
};
function aggregateChecks(schema) {
	const agg = {};
	const def = schema._zod.def;
	const list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
	for (const ch of list) contributors[ch._zod.def.check]?.(agg, ch._zod.def);
	const bag = schema._zod.bag;
	if (bag.minimum !== void 0) narrowMin(agg, "minimum", bag.minimum);
	if (bag.exclusiveMinimum !== void 0) narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
	if (bag.maximum !== void 0) narrowMax(agg, "maximum", bag.maximum);
	if (bag.exclusiveMaximum !== void 0) narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
	if (bag.multipleOf !== void 0) addDivisor(agg, bag.multipleOf);
	if (bag.format !== void 0) {
		agg.format ?? (agg.format = bag.format);
		if (bag.format.includes("int")) agg.isInt = true;
	}
	if (bag.mime) intersectMime(agg, bag.mime);
	for (const pattern of bag.patterns ?? []) addPattern(agg, pattern);
	return agg;
}
var formatMap = {
	guid: "uuid",
	url: "uri",
	datetime: "date-time",
	json_string: "json-string",
	regex: ""
};
var exactPatterns = /* @__PURE__ */ new Map([[base64Charset, base64], [base64urlCharset, base64url]]);
var exactPattern = (p) => exactPatterns.get(p) ?? p;
var stringProcessor = (schema, ctx, _json, _params) => {
	const json = _json;
	json.type = "string";
	const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
	if (typeof minimum === "number") json.minLength = minimum;
	if (typeof maximum === "number") json.maxLength = maximum;
	if (format) {
		json.format = formatMap[format] ?? format;
		if (json.format === "") delete json.format;
		if (format === "time" || laxFormat) delete json.format;
	}
	if (contentEncoding) json.contentEncoding = contentEncoding;
	if (patterns && patterns.size > 0) {
		const patternList = [...patterns].map(exactPattern);
		if (patternList.length === 1) json.pattern = patternList[0].source;
		else if (patternList.length > 1) json.allOf = [...patternList.map((regex) => ({
			...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
			pattern: regex.source
		}))];
	}
};
var numberProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
	json.type = isInt ? "integer" : "number";
	const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
	const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
	const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
	if (exMin) {
		if (legacy) {
			json.minimum = exclusiveMinimum;
			json.exclusiveMinimum = true;
		} else json.exclusiveMinimum = exclusiveMinimum;
	} else if (typeof minimum === "number") json.minimum = minimum;
	if (exMax) {
		if (legacy) {
			json.maximum = exclusiveMaximum;
			json.exclusiveMaximum = true;
		} else json.exclusiveMaximum = exclusiveMaximum;
	} else if (typeof maximum === "number") json.maximum = maximum;
	if (multipleOf) {
		const divisors = /* @__PURE__ */ new Set();
		for (const divisor of multipleOf) if (Number.isFinite(divisor) && divisor !== 0) divisors.add(Math.abs(divisor));
		else handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
		const [first, ...rest] = divisors;
		if (first !== void 0) json.multipleOf = first;
		if (rest.length) json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
	}
};
var booleanProcessor = (_schema, _ctx, json, _params) => {
	json.type = "boolean";
};
var neverProcessor = (_schema, _ctx, json, _params) => {
	json.not = {};
};
var enumProcessor = (schema, _ctx, json, _params) => {
	const def = schema._zod.def;
	const values = getEnumValues(def.entries);
	if (values.length === 0) {
		json.not = {};
		return;
	}
	if (values.every((v) => typeof v === "number")) json.type = "number";
	if (values.every((v) => typeof v === "string")) json.type = "string";
	json.enum = values;
};
var literalProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	if (def.values.length === 0) {
		json.not = {};
		return;
	}
	const vals = [];
	for (const val of def.values) if (val === void 0) {
		if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema")) return;
	} else if (typeof val === "bigint") {
		if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema")) return;
		vals.push(Number(val));
	} else vals.push(val);
	if (vals.length === 0) {} else if (vals.length === 1) {
		const val = vals[0];
		json.type = val === null ? "null" : typeof val;
		if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") json.enum = [val];
		else json.const = val;
	} else {
		if (vals.every((v) => typeof v === "number")) json.type = "number";
		if (vals.every((v) => typeof v === "string")) json.type = "string";
		if (vals.every((v) => typeof v === "boolean")) json.type = "boolean";
		if (vals.every((v) => v === null)) json.type = "null";
		json.enum = vals;
	}
};
var customProcessor = (schema, ctx, json, params) => {
	handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
var transformProcessor = (schema, ctx, json, params) => {
	handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
var arrayProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	const { minimum, maximum } = aggregateChecks(schema);
	if (typeof minimum === "number") json.minItems = minimum;
	if (typeof maximum === "number") json.maxItems = maximum;
	json.type = "array";
	json.items = processSchema(def.element, ctx, {
		...params,
		path: [...params.path, "items"]
	});
};
function inputOptin(schema) {
	const def = schema._zod.def;
	if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) return inputOptin(def.out);
	if (def.type === "catch") return inputOptin(def.innerType);
	return schema._zod.optin;
}
var objectProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	const shape = def.shape;
	if (Object.getOwnPropertySymbols(shape).length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) return;
	json.type = "object";
	json.properties = {};
	for (const key in shape) assignProp(json.properties, key, processSchema(shape[key], ctx, {
		...params,
		path: [
			...params.path,
			"properties",
			key
		]
	}));
	const requiredKeys = [];
	for (const key of Object.keys(shape)) {
		const field = def.shape[key];
		if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) requiredKeys.push(key);
	}
	if (requiredKeys.length > 0) json.required = requiredKeys;
	if (def.catchall?._zod.def.type === "never") json.additionalProperties = false;
	else if (!def.catchall) {
		if (ctx.io === "output") json.additionalProperties = false;
	} else if (def.catchall) json.additionalProperties = processSchema(def.catchall, ctx, {
		...params,
		path: [...params.path, "additionalProperties"]
	});
};
var unionProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	const isExclusive = def.inclusive === false;
	const options = def.options.map((x, i) => processSchema(x, ctx, {
		...params,
		path: [
			...params.path,
			isExclusive ? "oneOf" : "anyOf",
			i
		]
	}));
	if (isExclusive) json.oneOf = options;
	else json.anyOf = options;
};
var intersectionProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	const a = processSchema(def.left, ctx, {
		...params,
		path: [
			...params.path,
			"allOf",
			0
		]
	});
	const b = processSchema(def.right, ctx, {
		...params,
		path: [
			...params.path,
			"allOf",
			1
		]
	});
	const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
	const allOf = [...isSimpleIntersection(a) ? a.allOf : [a], ...isSimpleIntersection(b) ? b.allOf : [b]];
	json.allOf = allOf;
	ctx.intersections.push(allOf);
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
* numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
* behind a wrapper only carries its own `type` before then, and a union key only has its branches.
*
* A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
* than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
* exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
* accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
* outright. */
function stringifyKeyNames(bySchema, json, visited) {
	if (json.$ref) {
		if (visited.has(json)) return json;
		visited.add(json);
		const def = bySchema.get(json)?.def;
		if (!def) return json;
		const inlined = stringifyKeyNames(bySchema, def, visited);
		return inlined === def ? json : inlined;
	}
	for (const keyword of ["anyOf", "oneOf"]) {
		const branches = json[keyword];
		if (!Array.isArray(branches)) continue;
		const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
		if (mapped.some((branch, i) => branch !== branches[i])) json = {
			...json,
			[keyword]: mapped
		};
	}
	const types = Array.isArray(json.type) ? json.type : [json.type];
	const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
	const values = json.enum ?? (json.const !== void 0 ? [json.const] : void 0);
	if (!numericType && !values?.some((v) => typeof v === "number")) return json;
	const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
	if (rest.enum) rest.enum = rest.enum.map((v) => typeof v === "number" ? String(v) : v);
	else if (typeof rest.const === "number") rest.const = String(rest.const);
	if (!numericType) return rest;
	rest.type = "string";
	if (!values) rest.pattern = (types.includes("number") ? number$2 : integer).source;
	return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
var pendingRecords = /* @__PURE__ */ new WeakMap();
function rewriteKeyNames(ctx) {
	const bySchema = /* @__PURE__ */ new Map();
	for (const entry of ctx.seen.values()) if (entry.def && !bySchema.has(entry.schema)) bySchema.set(entry.schema, entry);
	const rewrites = /* @__PURE__ */ new Map();
	for (const record of pendingRecords.get(ctx) ?? []) {
		const seen = ctx.seen.get(record);
		const names = (seen?.def ?? seen?.schema)?.propertyNames;
		if (!names || names === true || rewrites.has(names)) continue;
		const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
		if (rewritten !== names) rewrites.set(names, rewritten);
	}
	if (!rewrites.size) return;
	for (const entry of ctx.seen.values()) for (const carrier of [entry.schema, entry.def]) {
		const rewritten = carrier && rewrites.get(carrier.propertyNames);
		if (rewritten) carrier.propertyNames = rewritten;
	}
}
var recordProcessor = (schema, ctx, _json, params) => {
	const json = _json;
	const def = schema._zod.def;
	json.type = "object";
	const keyType = def.keyType;
	const patterns = aggregateChecks(keyType).patterns;
	if (def.mode === "loose" && patterns && patterns.size > 0) {
		const valueSchema = processSchema(def.valueType, ctx, {
			...params,
			path: [
				...params.path,
				"patternProperties",
				"*"
			]
		});
		json.patternProperties = {};
		for (const pattern of patterns) assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
	} else {
		if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
			json.propertyNames = processSchema(def.keyType, ctx, {
				...params,
				path: [...params.path, "propertyNames"]
			});
			let pending = pendingRecords.get(ctx);
			if (!pending) {
				pending = [];
				pendingRecords.set(ctx, pending);
				ctx.deferred.push(() => rewriteKeyNames(ctx));
			}
			pending.push(schema);
		}
		json.additionalProperties = processSchema(def.valueType, ctx, {
			...params,
			path: [...params.path, "additionalProperties"]
		});
	}
	const keyValues = keyType._zod.values;
	const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
	if (keyValues && !def.partial && !omittableOnInput) {
		const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
		if (validKeyValues.length > 0) json.required = validKeyValues.map(String);
	}
};
var nullableProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	const inner = processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	if (ctx.target === "openapi-3.0") {
		seen.ref = def.innerType;
		json.nullable = true;
	} else json.anyOf = [inner, { type: "null" }];
};
var nonoptionalProcessor = (schema, ctx, _json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
* A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
* unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
var UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
	let unrepresentable = false;
	const serialized = JSON.stringify(value, (_, val) => {
		if (typeof val !== "bigint") return val;
		unrepresentable = true;
		return null;
	});
	if (!unrepresentable) return JSON.parse(serialized);
	handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
	return UNREPRESENTABLE_DEFAULT;
}
var defaultProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
	if (value !== UNREPRESENTABLE_DEFAULT) json.default = value;
};
var prefaultProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	if (ctx.io !== "input") return;
	const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
	if (value !== UNREPRESENTABLE_DEFAULT) json._prefault = value;
};
var catchProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	let catchValue;
	try {
		catchValue = def.catchValue(void 0);
	} catch {
		handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
		return;
	}
	json.default = catchValue;
};
var pipeProcessor = (schema, ctx, _json, params) => {
	const def = schema._zod.def;
	const inIsTransform = def.in._zod.traits.has("$ZodTransform");
	const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
	processSchema(innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = innerType;
};
var readonlyProcessor = (schema, ctx, json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
	json.readOnly = true;
};
var optionalProcessor = (schema, ctx, _json, params) => {
	const def = schema._zod.def;
	processSchema(def.innerType, ctx, params);
	const seen = ctx.seen.get(schema);
	seen.ref = def.innerType;
};
// node_modules/zod/v4/classic/errors.js
var _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function _lazyMethod(proto, key, make) {
	Object.defineProperty(proto, key, {
		configurable: true,
		enumerable: false,
		get() {
			const value = make(this);
			Object.defineProperty(this, key, {
				value,
				configurable: true,
				writable: true
			});
			return value;
		},
		set(value) {
			Object.defineProperty(this, key, {
				value,
				configurable: true,
				writable: true
			});
		}
	});
}
var initializer = (inst, issues) => {
	$ZodError.init(inst, issues);
	inst.name = "ZodError";
	const proto = Object.getPrototypeOf(inst);
	if (_installedErrorProtos.has(proto)) return;
	_installedErrorProtos.add(proto);
	_lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
	_lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
	_lazyMethod(proto, "addIssue", (self) => (issue) => {
		self.issues.push(issue);
		self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
	});
	_lazyMethod(proto, "addIssues", (self) => (issues) => {
		self.issues.push(...issues);
		self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
	});
	Object.defineProperty(proto, "isEmpty", {
		configurable: true,
		enumerable: false,
		get() {
			return this.issues.length === 0;
		}
	});
};
var ZodRealError = /*@__PURE__*/ $constructor("ZodError", initializer, void 0, { Parent: Error });
// node_modules/zod/v4/classic/parse.js
var parse = /* @__PURE__ */ _parse(ZodRealError);
var parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
var safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
var safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);
var encode = /* @__PURE__ */ _encode(ZodRealError);
var decode = /* @__PURE__ */ _decode(ZodRealError);
var encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
var decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
var safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
var safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
var safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
var safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);
// node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
	if (!globalConfig.localeError) config(en_default());
}
function _ensureDefaultMemoizer() {
	if (!globalConfig.memoizer) config({ memoizer: memoizer() });
}
var ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
	_ensureDefaultLocale();
	$ZodType.init(inst, def);
	inst.def = def;
	inst.type = def.type;
	return inst;
}, {
	check(...chks) {
		const def = this.def;
		return this.clone(mergeDefs(def, { checks: [...def.checks ?? [], ...chks.map((ch) => typeof ch === "function" ? { _zod: {
			check: ch,
			def: { check: "custom" },
			onattach: []
		} } : ch)] }), { parent: true });
	},
	with(...chks) {
		return this.check(...chks);
	},
	clone(def, params) {
		return clone(this, def, params);
	},
	brand() {
		return this;
	},
	register(reg, meta) {
		reg.add(this, meta);
		return this;
	},
	refine(check, params) {
		return this.check(refine(check, params));
	},
	superRefine(refinement, params) {
		return this.check(superRefine(refinement, params));
	},
	overwrite(fn) {
		return this.check(/* @__PURE__ */ _overwrite(fn));
	},
	optional() {
		return optional(this);
	},
	exactOptional() {
		return exactOptional(this);
	},
	nullable() {
		return nullable(this);
	},
	nullish() {
		return optional(nullable(this));
	},
	nonoptional(params) {
		return nonoptional(this, params);
	},
	array() {
		return array(this);
	},
	or(arg) {
		return union$1([this, arg]);
	},
	and(arg) {
		return intersection(this, arg);
	},
	transform(tx) {
		return pipe(this, transform(tx));
	},
	default(d) {
		return _default(this, d);
	},
	prefault(d) {
		return prefault(this, d);
	},
	catch(params) {
		return _catch(this, params);
	},
	pipe(target) {
		return pipe(this, target);
	},
	readonly() {
		return readonly(this);
	},
	describe(description) {
		const cl = this.clone();
		globalRegistry.add(cl, { description });
		return cl;
	},
	meta(...args) {
		if (args.length === 0) return globalRegistry.get(this);
		const cl = this.clone();
		globalRegistry.add(cl, args[0]);
		return cl;
	},
	isOptional() {
		return this.safeParse(void 0).success;
	},
	isNullable() {
		return this.safeParse(null).success;
	},
	apply(fn, ...args) {
		return args.length === 0 ? fn(this) : fn(this, ...args);
	},
	get "~standard"() {
		return hide(this, "~standard", {
			...standardProps(this),
			jsonSchema: {
				input: createStandardJSONSchemaMethod(this, "input"),
				output: createStandardJSONSchemaMethod(this, "output")
			}
		});
	},
	set "~standard"(value) {
		own(this, "~standard", value);
	},
	parse: function _parse(data, params) {
		return parse(this, data, params, { callee: _parse });
	},
	parseAsync: async function _parseAsync(data, params) {
		return await parseAsync(this, data, params, { callee: _parseAsync });
	},
	safeParse(data, params) {
		return safeParse(this, data, params);
	},
	async safeParseAsync(data, params) {
		return safeParseAsync(this, data, params);
	},
	get spa() {
		return this?.safeParseAsync;
	},
	set spa(value) {
		own(this, "spa", value);
	},
	validate(data, params) {
		return validate(this, data, params);
	},
	validateAsync(data, params) {
		return validateAsync$1(this, data, params);
	},
	encode: function _encode(data, params) {
		return encode(this, data, params, { callee: _encode });
	},
	decode: function _decode(data, params) {
		return decode(this, data, params, { callee: _decode });
	},
	encodeAsync: async function _encodeAsync(data, params) {
		return await encodeAsync(this, data, params, { callee: _encodeAsync });
	},
	decodeAsync: async function _decodeAsync(data, params) {
		return await decodeAsync(this, data, params, { callee: _decodeAsync });
	},
	safeEncode(data, params) {
		return safeEncode(this, data, params);
	},
	safeDecode(data, params) {
		return safeDecode(this, data, params);
	},
	async safeEncodeAsync(data, params) {
		return safeEncodeAsync(this, data, params);
	},
	async safeDecodeAsync(data, params) {
		return safeDecodeAsync(this, data, params);
	},
	toJSONSchema(params) {
		return createToJSONSchemaMethod(this, {})(params);
	},
	get description() {
		return globalRegistry.get(this)?.description;
	},
	get _def() {
		return this._zod.def;
	}
});
/** @internal */
var _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
	$ZodString.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, /*@__PURE__*/ derived({
	format: (inst) => aggregateChecks(inst).format ?? null,
	minLength: (inst) => aggregateChecks(inst).minimum ?? null,
	maxLength: (inst) => aggregateChecks(inst).maximum ?? null
}, {
	regex(...args) {
		return this.check(/* @__PURE__ */ _regex(...args));
	},
	includes(...args) {
		return this.check(/* @__PURE__ */ _includes(...args));
	},
	startsWith(...args) {
		return this.check(/* @__PURE__ */ _startsWith(...args));
	},
	endsWith(...args) {
		return this.check(/* @__PURE__ */ _endsWith(...args));
	},
	min(...args) {
		return this.check(/* @__PURE__ */ _minLength(...args));
	},
	max(...args) {
		return this.check(/* @__PURE__ */ _maxLength(...args));
	},
	length(...args) {
		return this.check(/* @__PURE__ */ _length(...args));
	},
	nonempty(...args) {
		return this.check(/* @__PURE__ */ _minLength(1, ...args));
	},
	lowercase(params) {
		return this.check(/* @__PURE__ */ _lowercase(params));
	},
	uppercase(params) {
		return this.check(/* @__PURE__ */ _uppercase(params));
	},
	trim() {
		return this.check(/* @__PURE__ */ _trim());
	},
	normalize(...args) {
		return this.check(/* @__PURE__ */ _normalize(...args));
	},
	toLowerCase() {
		return this.check(/* @__PURE__ */ _toLowerCase());
	},
	toUpperCase() {
		return this.check(/* @__PURE__ */ _toUpperCase());
	},
	slugify() {
		return this.check(/* @__PURE__ */ _slugify());
	}
}));
var ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
	$ZodString.init(inst, def);
	_ZodString.init(inst, def);
}, {
	email(params) {
		return this.check(/* @__PURE__ */ _email(ZodEmail, params));
	},
	url(params) {
		return this.check(/* @__PURE__ */ _url(ZodURL, params));
	},
	jwt(params) {
		return this.check(/* @__PURE__ */ _jwt(ZodJWT, params));
	},
	emoji(params) {
		return this.check(/* @__PURE__ */ _emoji(ZodEmoji, params));
	},
	guid(params) {
		return this.check(/* @__PURE__ */ _guid(ZodGUID, params));
	},
	uuid(params) {
		return this.check(/* @__PURE__ */ _uuid(ZodUUID, params));
	},
	uuidv4(params) {
		return this.check(/* @__PURE__ */ _uuidv4(ZodUUID, params));
	},
	uuidv6(params) {
		return this.check(/* @__PURE__ */ _uuidv6(ZodUUID, params));
	},
	uuidv7(params) {
		return this.check(/* @__PURE__ */ _uuidv7(ZodUUID, params));
	},
	nanoid(params) {
		return this.check(/* @__PURE__ */ _nanoid(ZodNanoID, params));
	},
	cuid(params) {
		return this.check(/* @__PURE__ */ _cuid(ZodCUID, params));
	},
	cuid2(params) {
		return this.check(/* @__PURE__ */ _cuid2(ZodCUID2, params));
	},
	ulid(params) {
		return this.check(/* @__PURE__ */ _ulid(ZodULID, params));
	},
	base64(params) {
		return this.check(/* @__PURE__ */ _base64(ZodBase64, params));
	},
	base64url(params) {
		return this.check(/* @__PURE__ */ _base64url(ZodBase64URL, params));
	},
	xid(params) {
		return this.check(/* @__PURE__ */ _xid(ZodXID, params));
	},
	ksuid(params) {
		return this.check(/* @__PURE__ */ _ksuid(ZodKSUID, params));
	},
	ipv4(params) {
		return this.check(/* @__PURE__ */ _ipv4(ZodIPv4, params));
	},
	ipv6(params) {
		return this.check(/* @__PURE__ */ _ipv6(ZodIPv6, params));
	},
	cidrv4(params) {
		return this.check(/* @__PURE__ */ _cidrv4(ZodCIDRv4, params));
	},
	cidrv6(params) {
		return this.check(/* @__PURE__ */ _cidrv6(ZodCIDRv6, params));
	},
	e164(params) {
		return this.check(/* @__PURE__ */ _e164(ZodE164, params));
	},
	datetime(params) {
		return this.check(/* @__PURE__ */ _isoDateTime(ZodISODateTime, params));
	},
	date(params) {
		return this.check(/* @__PURE__ */ _isoDate(ZodISODate, params));
	},
	time(params) {
		return this.check(/* @__PURE__ */ _isoTime(ZodISOTime, params));
	},
	duration(params) {
		return this.check(/* @__PURE__ */ _isoDuration(ZodISODuration, params));
	}
});
function string(params) {
	return /* @__PURE__ */ _string(ZodString, params);
}
var ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	_ZodString.init(inst, def);
});
var ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
	$ZodISODateTime.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
	$ZodISODate.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
	$ZodISOTime.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
	$ZodISODuration.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
	$ZodEmail.init(inst, def);
	ZodStringFormat.init(inst, def);
});
function email(params) {
	return /* @__PURE__ */ _email(ZodEmail, params);
}
var ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
	$ZodGUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
	$ZodUUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
	$ZodURL.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
	$ZodEmoji.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
	$ZodNanoID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
/**
* @deprecated CUID v1 is deprecated by its authors due to information leakage
* (timestamps embedded in the id). Use {@link ZodCUID2} instead.
* See https://github.com/paralleldrive/cuid.
*/
var ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
	$ZodCUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
	$ZodCUID2.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
	$ZodULID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
	$ZodXID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
	$ZodKSUID.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
	$ZodIPv4.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
	$ZodIPv6.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
	$ZodCIDRv4.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
	$ZodCIDRv6.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
	$ZodBase64.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
	$ZodBase64URL.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
	$ZodE164.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
	$ZodJWT.init(inst, def);
	ZodStringFormat.init(inst, def);
});
var ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
	$ZodNumber.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
	inst.isFinite = true;
}, /*@__PURE__*/ derived({
	minValue: (inst) => {
		const { minimum, exclusiveMinimum } = aggregateChecks(inst);
		return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
	},
	maxValue: (inst) => {
		const { maximum, exclusiveMaximum } = aggregateChecks(inst);
		return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
	},
	isInt: (inst) => {
		const { isInt, multipleOf } = aggregateChecks(inst);
		return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
	},
	format: (inst) => aggregateChecks(inst).format ?? null
}, {
	gt(value, params) {
		return this.check(/* @__PURE__ */ _gt(value, params));
	},
	gte(value, params) {
		return this.check(/* @__PURE__ */ _gte(value, params));
	},
	min(value, params) {
		return this.check(/* @__PURE__ */ _gte(value, params));
	},
	lt(value, params) {
		return this.check(/* @__PURE__ */ _lt(value, params));
	},
	lte(value, params) {
		return this.check(/* @__PURE__ */ _lte(value, params));
	},
	max(value, params) {
		return this.check(/* @__PURE__ */ _lte(value, params));
	},
	int(params) {
		return this.check(int(params));
	},
	safe(params) {
		return this.check(int(params));
	},
	positive(params) {
		return this.check(/* @__PURE__ */ _gt(0, params));
	},
	nonnegative(params) {
		return this.check(/* @__PURE__ */ _gte(0, params));
	},
	negative(params) {
		return this.check(/* @__PURE__ */ _lt(0, params));
	},
	nonpositive(params) {
		return this.check(/* @__PURE__ */ _lte(0, params));
	},
	multipleOf(value, params) {
		return this.check(/* @__PURE__ */ _multipleOf(value, params));
	},
	step(value, params) {
		return this.check(/* @__PURE__ */ _multipleOf(value, params));
	},
	finite() {
		return this;
	}
}));
function number$1(params) {
	return /* @__PURE__ */ _number(ZodNumber, params);
}
var ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
	$ZodNumberFormat.init(inst, def);
	ZodNumber.init(inst, def);
});
function int(params) {
	return /* @__PURE__ */ _int(ZodNumberFormat, params);
}
var ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
	$ZodBoolean.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function boolean(params) {
	return /* @__PURE__ */ _boolean(ZodBoolean, params);
}
var ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
	$ZodUnknown.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => void 0;
});
function unknown() {
	return /* @__PURE__ */ _unknown(ZodUnknown);
}
var ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
	$ZodNever.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
	return /* @__PURE__ */ _never(ZodNever, params);
}
var ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodArray.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
	inst.element = def.element;
}, {
	min(n, params) {
		return this.check(/* @__PURE__ */ _minLength(n, params));
	},
	nonempty(params) {
		return this.check(/* @__PURE__ */ _minLength(1, params));
	},
	max(n, params) {
		return this.check(/* @__PURE__ */ _maxLength(n, params));
	},
	length(n, params) {
		return this.check(/* @__PURE__ */ _length(n, params));
	},
	unwrap() {
		return this.element;
	}
});
function array(element, params) {
	return /* @__PURE__ */ _array(ZodArray, element, params);
}
var ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodObjectJIT.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
	installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
	keyof() {
		return _enum(Object.keys(this._zod.def.shape));
	},
	catchall(catchall) {
		return this.clone(mergeDefs(this._zod.def, { catchall }));
	},
	passthrough() {
		return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
	},
	loose() {
		return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
	},
	strict() {
		return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
	},
	strip() {
		return this.clone(mergeDefs(this._zod.def, { catchall: void 0 }));
	},
	extend(incoming) {
		return extend(this, incoming);
	},
	safeExtend(incoming) {
		return safeExtend(this, incoming);
	},
	merge(other) {
		return merge(this, other);
	},
	pick(mask) {
		return pick(this, mask);
	},
	omit(mask) {
		return omit(this, mask);
	},
	partial(...args) {
		return partial(ZodOptional, this, args[0]);
	},
	exactPartial(...args) {
		return partial(ZodExactOptional, this, args[0], "exactPartial");
	},
	required(...args) {
		return required(ZodNonOptional, this, args[0]);
	}
});
function object(shape, params) {
	return new ZodObject({
		type: "object",
		shape: shape ?? {},
		...normalizeParams(params)
	});
}
function looseObject(shape, params) {
	return new ZodObject({
		type: "object",
		shape,
		catchall: unknown(),
		...normalizeParams(params)
	});
}
var ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
	$ZodUnion.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
	inst.options = def.options;
});
function union$1(options, params) {
	return new ZodUnion({
		type: "union",
		options,
		...normalizeParams(params)
	});
}
var ZodDiscriminatedUnion = /*@__PURE__*/ $constructor("ZodDiscriminatedUnion", (inst, def) => {
	ZodUnion.init(inst, def);
	$ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
	return new ZodDiscriminatedUnion({
		type: "union",
		options,
		discriminator,
		...normalizeParams(params)
	});
}
var ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
	$ZodIntersection.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
	return new ZodIntersection({
		type: "intersection",
		left,
		right
	});
}
var ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodRecord.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
	inst.keyType = def.keyType;
	inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
	if (!valueType || !valueType._zod) return new ZodRecord({
		type: "record",
		keyType: string(),
		valueType: keyType,
		...normalizeParams(valueType)
	});
	return new ZodRecord({
		type: "record",
		keyType,
		valueType,
		...normalizeParams(params)
	});
}
var ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
	$ZodEnum.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
	inst.enum = def.entries;
	inst.options = [...inst._zod.values];
	const keys = new Set(Object.keys(def.entries));
	inst.extract = (values, params) => {
		const newEntries = {};
		for (const value of values) if (keys.has(value)) newEntries[value] = def.entries[value];
		else throw new Error(`Key ${value} not found in enum`);
		return new ZodEnum({
			...def,
			checks: [],
			...normalizeParams(params),
			entries: newEntries
		});
	};
	inst.exclude = (values, params) => {
		const newEntries = { ...def.entries };
		for (const value of values) if (keys.has(value)) delete newEntries[value];
		else throw new Error(`Key ${value} not found in enum`);
		return new ZodEnum({
			...def,
			checks: [],
			...normalizeParams(params),
			entries: newEntries
		});
	};
});
function _enum(values, params) {
	return new ZodEnum({
		type: "enum",
		entries: Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values,
		...normalizeParams(params)
	});
}
var ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
	$ZodLiteral.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
	inst.values = new Set(def.values);
	Object.defineProperty(inst, "value", { get() {
		if (def.values.length > 1) throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
		return def.values[0];
	} });
});
function literal(value, params) {
	return new ZodLiteral({
		type: "literal",
		values: Array.isArray(value) ? value : [value],
		...normalizeParams(params)
	});
}
var ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
	_ensureDefaultMemoizer();
	$ZodTransform.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
	inst._zod.parse = (payload, _ctx) => {
		if (_ctx.direction === "backward") throw new $ZodEncodeError(inst.constructor.name);
		payload.addIssue = (issue$1) => {
			if (typeof issue$1 === "string") payload.issues.push(issue(issue$1, payload.value, def));
			else {
				const _issue = issue$1;
				if (_issue.fatal) _issue.continue = false;
				_issue.code ?? (_issue.code = "custom");
				if (!("input" in _issue)) _issue.input = payload.value;
				_issue.inst ?? (_issue.inst = inst);
				payload.issues.push(issue(_issue));
			}
		};
		const output = def.transform(payload.value, payload);
		if (output instanceof Promise) return output.then((output) => {
			payload.value = output;
			return payload;
		});
		payload.value = output;
		return payload;
	};
});
function transform(fn) {
	return new ZodTransform({
		type: "transform",
		transform: fn
	});
}
var ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
	$ZodOptional.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
	return new ZodOptional({
		type: "optional",
		innerType
	});
}
var ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
	$ZodExactOptional.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
	return new ZodExactOptional({
		type: "optional",
		innerType
	});
}
var ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
	$ZodNullable.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
	return new ZodNullable({
		type: "nullable",
		innerType
	});
}
var ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
	$ZodDefault.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
	inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
	return new ZodDefault({
		type: "default",
		innerType,
		get defaultValue() {
			return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
		}
	});
}
var ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
	$ZodPrefault.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
	return new ZodPrefault({
		type: "prefault",
		innerType,
		get defaultValue() {
			return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
		}
	});
}
var ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
	$ZodNonOptional.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
	return new ZodNonOptional({
		type: "nonoptional",
		innerType,
		...normalizeParams(params)
	});
}
var ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
	$ZodCatch.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
	inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
	return new ZodCatch({
		type: "catch",
		innerType,
		catchValue: typeof catchValue === "function" ? catchValue : constantCatch(catchValue)
	});
}
var ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
	$ZodPipe.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
	inst.in = def.in;
	inst.out = def.out;
});
function pipe(in_, out) {
	return new ZodPipe({
		type: "pipe",
		in: in_,
		out
	});
}
var ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
	$ZodReadonly.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
	inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
	return new ZodReadonly({
		type: "readonly",
		innerType
	});
}
var ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
	$ZodCustom.init(inst, def);
	ZodType.init(inst, def);
	inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
function refine(fn, _params = {}) {
	return /* @__PURE__ */ _refine(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
	return /* @__PURE__ */ _superRefine(fn, params);
}
// node_modules/zod/v4/classic/coerce.js
function number(params) {
	return /* @__PURE__ */ _coercedNumber(ZodNumber, params);
}
var nodeShapeSchema = _enum([
	"ellipse",
	"triangle",
	"round-triangle",
	"rectangle",
	"round-rectangle",
	"diamond",
	"round-diamond",
	"pentagon",
	"round-pentagon",
	"hexagon",
	"round-hexagon",
	"star",
	"rhomboid",
	"right-rhomboid"
]);
var edgeCurveSchema = _enum([
	"bezier",
	"taxi",
	"straight",
	"unbundled-bezier",
	"segments",
	"haystack"
]);
var edgeDirectionSchema = _enum([
	"one-way",
	"two-way",
	"none"
]);
var textPositionSchema = _enum([
	"top",
	"right",
	"bottom",
	"left",
	"center"
]);
var backgroundFitSchema = _enum(["cover", "contain"]);
var viewModeSchema = _enum([
	"mindmap",
	"text",
	"flashcards"
]);
var pointSchema = looseObject({
	x: number$1(),
	y: number$1()
});
var dimensionsSchema = looseObject({
	width: number$1().positive(),
	height: number$1().positive()
});
// model/src/schema/node.ts
/** `node.data` (spec §3.2). Unknown fields are kept as they are. */
var nodeDataSchema = looseObject({
	id: string().min(1),
	label: string().optional(),
	type: string().optional(),
	description: string().nullish(),
	image: string().nullish(),
	imageURL: string().nullish(),
	icon: string().nullish(),
	iconColor: string().optional(),
	shape: nodeShapeSchema.optional(),
	dimensions: dimensionsSchema.optional(),
	backgroundColor: string().optional(),
	borderColor: string().optional(),
	backgroundFit: backgroundFitSchema.optional(),
	textPosition: textPositionSchema.optional(),
	textColor: string().optional(),
	textSize: number$1().positive().optional(),
	textBackgroundColor: string().optional(),
	locked: boolean().optional(),
	visibility: _enum(["visible", "hidden"]).optional(),
	collapsed: boolean().optional(),
	correct: boolean().nullish(),
	mmSide: _enum(["left", "right"]).optional(),
	color: string().optional()
});
/** A node of the map graph: `{position, locked, data}`. */
var mapNodeSchema = looseObject({
	position: pointSchema,
	locked: boolean().optional(),
	data: nodeDataSchema
});
/** True when the node carries the "unpositioned" marker position. */
function isUnpositioned(node) {
	return node.position.x === 123e-6 && node.position.y === 123e-6;
}
/** An edge of the map graph: `{data}`. */
var mapEdgeSchema = looseObject({ data: looseObject({
	id: string().min(1),
	source: string().min(1),
	target: string().min(1),
	label: string().optional(),
	description: string().nullish(),
	shape: edgeCurveSchema.optional(),
	color: string().optional(),
	direction: edgeDirectionSchema.optional(),
	width: number$1().positive().optional(),
	textColor: string().optional(),
	textSize: number$1().positive().optional(),
	textBackgroundColor: string().optional()
}) });
// model/src/schema/canvas.ts
/** Bounds of a support image; the spec allows both `{width,height}` and `{w,h}`. */
var imageBoundsSchema = looseObject({
	x: number$1(),
	y: number$1(),
	width: number$1().optional(),
	height: number$1().optional(),
	w: number$1().optional(),
	h: number$1().optional()
});
/** A background (support) image or looping muted video (spec §3.4). */
var supportImageSchema = looseObject({
	id: string().min(1),
	name: string().optional(),
	url: string().min(1, "An Support Image must have a url set"),
	bounds: imageBoundsSchema,
	resourceW: number$1().optional(),
	resourceH: number$1().optional(),
	locked: boolean().optional(),
	visible: boolean().optional()
});
var drawingPathSchema = looseObject({
	points: array(pointSchema),
	strokeWidth: number$1().positive(),
	strokeColor: string(),
	coordSpace: literal("graph").optional()
});
var drawingTextSchema = looseObject({
	x: number$1(),
	y: number$1(),
	text: string(),
	fontSize: number$1().positive(),
	color: string()
});
var drawingDataSchema = looseObject({
	paths: array(drawingPathSchema).default([]),
	texts: array(drawingTextSchema).default([])
});
/** The canvas record (spec §3.4). */
var canvasSchema = looseObject({
	backgroundColor: string().optional(),
	backgroundImages: array(supportImageSchema).optional(),
	selection: unknown().optional(),
	center: pointSchema.optional(),
	zoom: number$1().positive().optional(),
	nodesOrder: array(string()).optional(),
	drawingData: drawingDataSchema.optional(),
	correctAnswers: number$1().int().nonnegative().optional(),
	wrongAnswers: number$1().int().nonnegative().optional()
});
// model/src/schema/settings.ts
/** The template used when a map names none (spec §4.1). */
var DEFAULT_TEMPLATE = "BaseTemplate";
/** Map settings (spec §3.5). */
var settingsSchema = looseObject({
	templateEngine: string().optional(),
	templateApplied: boolean().optional(),
	outputLanguage: string().optional(),
	defaultViewMode: viewModeSchema.optional(),
	defaultNodeColor: string().optional(),
	defaultNodeShape: nodeShapeSchema.optional(),
	defaultBorderColor: string().optional(),
	defaultNodeDimensions: dimensionsSchema.partial().optional(),
	defaultTextColor: string().optional(),
	defaultTextSize: number$1().positive().optional(),
	defaultTextPosition: textPositionSchema.optional(),
	defaultTextBackgroundColor: string().optional(),
	defaultImage: string().nullish(),
	defaultImageURL: string().nullish(),
	defaultEdgeColor: string().optional(),
	defaultEdgeShape: edgeCurveSchema.optional(),
	defaultEdgeDirection: edgeDirectionSchema.optional(),
	defaultEdgeWidth: number$1().positive().optional(),
	defaultEdgeTextColor: string().optional(),
	defaultEdgeTextSize: number$1().positive().optional(),
	defaultEdgeTextBackgroundColor: string().optional(),
	disableAutomaticPositioning: boolean().nullish()
});
looseObject({
	nodes: array(mapNodeSchema),
	edges: array(mapEdgeSchema),
	version: number$1().int().nonnegative().optional(),
	htmlContent: string().nullish(),
	canvas: canvasSchema.nullish(),
	settings: settingsSchema.nullish()
});
// model/src/ops/changeLabels.ts
/** The change labels of spec §4.3, carried by every transaction. */
var CHANGE_LABELS = [
	"node.imported",
	"node.content.updated",
	"node.created",
	"node.label.updated",
	"node.renamed",
	"node.updated",
	"node.removed",
	"node.copied",
	"node.locked",
	"node.expandCollapse",
	"node.image.updated",
	"node.ordered",
	"edge.added",
	"edge.removed",
	"edge.appearanceChange",
	"element.drag",
	"element.resize",
	"elements.removed",
	"image.added",
	"image.removed",
	"image.locked",
	"image.loaded",
	"canvas.updated",
	"drawing.updated",
	"template.applied",
	"templateEngine.applied",
	"settings.updated",
	"automatic.positioning.disabled",
	"undo.performed",
	"redo.performed",
	"Updated document description",
	"Chatbot message"
];
/** Labels that never advance `version` (spec §4.3). */
var UNVERSIONED_LABELS = /* @__PURE__ */ new Set(["undo.performed", "redo.performed"]);
// model/src/ops/OperationError.ts
/** Thrown by `MapState.apply` when an operation does not fit the state; the state is left as it was. */
var OperationError = class extends Error {
	index;
	operation;
	reason;
	name = "OperationError";
	constructor(index, operation, reason) {
		super(`Operation ${index} (${operation.type}) does not fit the map: ${reason}.`);
		this.index = index;
		this.operation = operation;
		this.reason = reason;
	}
};
// model/src/ops/invertOperation.ts
/**
* The operation that undoes `op`, given that `op` was applied. Adds and removes swap (keeping the recorded
* `orderIndex` / `index`, so the z-order and image layers come back exactly), updates swap `from` and `to`.
* A `node.remove` without `orderIndex` inverts to an add at the end of the z-order.
*/
function invertOperation(op) {
	switch (op.type) {
		case "node.add": return withOrderIndex({
			type: "node.remove",
			node: op.node
		}, op.orderIndex);
		case "node.remove": return withOrderIndex({
			type: "node.add",
			node: op.node
		}, op.orderIndex);
		case "node.update": return {
			type: "node.update",
			id: op.id,
			from: op.to,
			to: op.from
		};
		case "edge.add": return {
			type: "edge.remove",
			edge: op.edge
		};
		case "edge.remove": return {
			type: "edge.add",
			edge: op.edge
		};
		case "edge.update": return {
			type: "edge.update",
			id: op.id,
			from: op.to,
			to: op.from
		};
		case "image.add": return {
			type: "image.remove",
			image: op.image,
			index: op.index
		};
		case "image.remove": return {
			type: "image.add",
			image: op.image,
			index: op.index
		};
		case "image.update": return {
			type: "image.update",
			id: op.id,
			from: op.to,
			to: op.from
		};
		case "order.move": return {
			type: "order.move",
			id: op.id,
			from: op.to,
			to: op.from
		};
		case "canvas.update":
		case "settings.update":
		case "document.update": return swapKeyed(op);
		case "drawing.update": return swapped({ type: "drawing.update" }, op.to, op.from);
	}
}
function withOrderIndex(op, orderIndex) {
	return orderIndex === void 0 ? op : {
		...op,
		orderIndex
	};
}
function swapKeyed(op) {
	return swapped({
		type: op.type,
		key: op.key
	}, op.to, op.from);
}
/** Sets `from` and `to` leaving out undefined ones, so the inverse serialises like the original. */
function swapped(base, from, to) {
	const out = { ...base };
	if (from !== void 0) out.from = from;
	if (to !== void 0) out.to = to;
	return out;
}
// model/src/defaults/newId.ts
/**
* A random RFC 4122 version 4 uuid. Uses `crypto.randomUUID` where it exists; browsers hide it outside secure
* contexts (a map served over plain http on a LAN address), so it falls back to `crypto.getRandomValues`.
*/
function newId() {
	const crypto = globalThis.crypto;
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	bytes[6] = bytes[6] & 15 | 64;
	bytes[8] = bytes[8] & 63 | 128;
	const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
// model/src/ops/transaction.ts
/** Groups operations into one labelled change (one undo step) with a fresh id. */
function createTransaction(label, ops, source = "user") {
	return {
		id: newId(),
		label,
		source,
		ops
	};
}
// model/src/ops/apply/nodeAppliers.ts
function applyNodeAdd(data, op) {
	const id = op.node.data.id;
	if (data.nodes.has(id)) return `node "${id}" already exists`;
	const index = op.orderIndex ?? data.order.length;
	if (!isIndex(index, data.order.length)) return `orderIndex ${index} is outside 0..${data.order.length}`;
	data.nodes.set(id, op.node);
	if (index === data.order.length) data.order.push(id);
	else data.order.splice(index, 0, id);
}
function applyNodeRemove(data, op) {
	const id = op.node.data.id;
	if (!data.nodes.has(id)) return `node "${id}" does not exist`;
	const degree = data.adjacency.degree(id);
	if (degree > 0) return `node "${id}" still has ${degree} edge end(s); remove its edges first`;
	let index = op.orderIndex;
	if (index === void 0) index = data.order.lastIndexOf(id);
	else if (data.order[index] !== id) return `orderIndex ${index} does not hold node "${id}"`;
	data.nodes.delete(id);
	if (index === data.order.length - 1) data.order.pop();
	else data.order.splice(index, 1);
}
function applyNodeUpdate(data, op) {
	if (!data.nodes.has(op.id)) return `node "${op.id}" does not exist`;
	if (op.to.data.id !== op.id) return `node.update cannot change the id "${op.id}" to "${op.to.data.id}"`;
	data.nodes.set(op.id, op.to);
}
/** True when `index` is an integer in 0..max (inclusive). */
function isIndex(index, max) {
	return Number.isInteger(index) && index >= 0 && index <= max;
}
// model/src/ops/apply/withKey.ts
/**
* A shallow copy of `record` with `key` set to `value`, or without `key` when `value` is undefined
* (an absent key and an undefined value are the same thing once serialised).
*/
function withKey(record, key, value) {
	const next = { ...record };
	if (value === void 0) delete next[key];
	else next[key] = value;
	return next;
}
// model/src/ops/apply/canvasAppliers.ts
/** Canvas keys that have operations of their own and cannot be set by `canvas.update`. */
var RESERVED_CANVAS_KEYS = /* @__PURE__ */ new Set([
	"nodesOrder",
	"backgroundImages",
	"drawingData"
]);
var NO_CANVAS = "the map has no canvas; set one first (ensureCanvasOps)";
function applyImageAdd(data, op) {
	if (!data.canvas) return NO_CANVAS;
	const images = imagesOf(data.canvas);
	if (!isIndex(op.index, images.length)) return `image index ${op.index} is outside 0..${images.length}`;
	if (images.some((image) => image.id === op.image.id)) return `image "${op.image.id}" already exists`;
	const next = [...images];
	next.splice(op.index, 0, op.image);
	data.canvas = {
		...data.canvas,
		backgroundImages: next
	};
}
function applyImageRemove(data, op) {
	if (!data.canvas) return NO_CANVAS;
	const images = imagesOf(data.canvas);
	if (images[op.index]?.id !== op.image.id) return `image index ${op.index} does not hold image "${op.image.id}"`;
	data.canvas = {
		...data.canvas,
		backgroundImages: images.filter((_, i) => i !== op.index)
	};
}
function applyImageUpdate(data, op) {
	if (!data.canvas) return NO_CANVAS;
	if (op.to.id !== op.id) return `image.update cannot change the id "${op.id}" to "${op.to.id}"`;
	const images = imagesOf(data.canvas);
	const index = images.findIndex((image) => image.id === op.id);
	if (index < 0) return `image "${op.id}" does not exist`;
	data.canvas = {
		...data.canvas,
		backgroundImages: images.map((image, i) => i === index ? op.to : image)
	};
}
function applyOrderMove(data, op) {
	if (!data.canvas) return NO_CANVAS;
	const last = data.order.length - 1;
	if (!isIndex(op.from, last) || data.order[op.from] !== op.id) return `order index ${op.from} does not hold "${op.id}"`;
	if (!isIndex(op.to, last)) return `order index ${op.to} is outside 0..${last}`;
	data.order.splice(op.from, 1);
	data.order.splice(op.to, 0, op.id);
}
function applyCanvasUpdate(data, op) {
	if (!data.canvas) return NO_CANVAS;
	if (RESERVED_CANVAS_KEYS.has(op.key)) return `canvas.${op.key} has its own operations`;
	data.canvas = withKey(data.canvas, op.key, op.to);
}
function applyDrawingUpdate(data, op) {
	if (!data.canvas) return NO_CANVAS;
	data.canvas = withKey(data.canvas, "drawingData", op.to);
}
function imagesOf(canvas) {
	return canvas.backgroundImages ?? [];
}
// model/src/ops/build/jsonEqual.ts
/**
* Deep equality of JSON-like values, where an object key holding undefined counts as absent (as it does once
* serialised). Used to leave unchanged values out of operations.
*/
function jsonEqual(a, b) {
	if (a === b) return true;
	if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
	const ra = a;
	const rb = b;
	const keys = /* @__PURE__ */ new Set([...Object.keys(ra), ...Object.keys(rb)]);
	for (const key of keys) if (!jsonEqual(ra[key], rb[key])) return false;
	return true;
}
// model/src/ops/build/nodeOps.ts
/** A `node.update` applying `patch` to node `id`; [] when the node is missing or nothing would change. */
function updateNodeOps(state, id, patch) {
	const from = state.getNode(id);
	if (!from) return [];
	let to = from;
	if (patch.position && !jsonEqual(patch.position, from.position)) to = {
		...to,
		position: patch.position
	};
	if ("locked" in patch && patch.locked !== from.locked) to = withKey(to, "locked", patch.locked);
	if (patch.data) {
		let data = from.data;
		for (const [key, value] of Object.entries(patch.data)) if (key !== "id" && !jsonEqual(value, data[key])) data = withKey(data, key, value);
		if (data !== from.data) to = {
			...to,
			data
		};
	}
	return to === from ? [] : [{
		type: "node.update",
		id,
		from,
		to
	}];
}
// model/src/ops/build/edgeOps.ts
/**
* An `edge.update` applying `patch` to edge `id` (a key set to undefined is removed; a blank label removes the
* label, spec §5); [] when the edge is missing or nothing would change.
*/
function updateEdgeOps(state, id, patch) {
	const from = state.getEdge(id);
	if (!from) return [];
	let data = from.data;
	for (const [key, raw] of Object.entries(patch)) {
		const value = key === "label" && typeof raw === "string" && raw.trim() === "" ? void 0 : raw;
		if (key !== "id" && !jsonEqual(value, data[key])) data = withKey(data, key, value);
	}
	return data === from.data ? [] : [{
		type: "edge.update",
		id,
		from,
		to: {
			...from,
			data
		}
	}];
}
// model/src/ops/build/documentOps.ts
/** Gives a map without a canvas one that holds the current z-order; [] when it has a canvas. */
function ensureCanvasOps(state) {
	if (state.canvas) return [];
	return [{
		type: "document.update",
		key: "canvas",
		from: null,
		to: { nodesOrder: [...state.nodesOrder()] }
	}];
}
/** Gives a map without settings `{templateEngine: 'BaseTemplate'}`; [] when it has settings. */
function ensureSettingsOps(state) {
	if (state.settings) return [];
	return [{
		type: "document.update",
		key: "settings",
		from: null,
		to: { templateEngine: DEFAULT_TEMPLATE }
	}];
}
/** Sets settings keys (undefined removes one), creating the settings first when the map has none. */
function updateSettingsOps(state, patch) {
	if (Object.keys(patch).length === 0) return [];
	const ops = ensureSettingsOps(state);
	const current = state.settings ?? { templateEngine: "BaseTemplate" };
	for (const [key, to] of Object.entries(patch)) if (!jsonEqual(current[key], to)) ops.push(keyed({
		type: "settings.update",
		key
	}, current[key], to));
	return ops;
}
/** Replaces the free-hand drawings, creating the canvas first when the map has none. */
function setDrawingOps(state, drawing) {
	const ops = ensureCanvasOps(state);
	const from = state.canvas?.drawingData;
	if (!jsonEqual(from, drawing)) ops.push(keyed({ type: "drawing.update" }, from, drawing));
	return ops;
}
function keyed(base, from, to) {
	const op = { ...base };
	if (from !== void 0) op.from = from;
	if (to !== void 0) op.to = to;
	return op;
}
// model/src/ops/apply/edgeAppliers.ts
function applyEdgeAdd(data, op) {
	const id = op.edge.data.id;
	if (data.edges.has(id)) return `edge "${id}" already exists`;
	const missing = missingEnd(data, op.edge);
	if (missing) return missing;
	data.edges.set(id, op.edge);
	data.adjacency.add(op.edge);
}
function applyEdgeRemove(data, op) {
	const id = op.edge.data.id;
	const current = data.edges.get(id);
	if (!current) return `edge "${id}" does not exist`;
	data.edges.delete(id);
	data.adjacency.remove(current);
}
function applyEdgeUpdate(data, op) {
	const current = data.edges.get(op.id);
	if (!current) return `edge "${op.id}" does not exist`;
	if (op.to.data.id !== op.id) return `edge.update cannot change the id "${op.id}" to "${op.to.data.id}"`;
	const missing = missingEnd(data, op.to);
	if (missing) return missing;
	if (current.data.source !== op.to.data.source || current.data.target !== op.to.data.target) {
		data.adjacency.remove(current);
		data.adjacency.add(op.to);
	}
	data.edges.set(op.id, op.to);
}
function missingEnd(data, edge) {
	const { id, source, target } = edge.data;
	if (!data.nodes.has(source)) return `edge "${id}" has a missing source node "${source}"`;
	if (!data.nodes.has(target)) return `edge "${id}" has a missing target node "${target}"`;
}
// model/src/state/adjacency.ts
/**
* Outgoing and incoming edge ids per node, kept up to date edge by edge so that a lookup costs the node's degree,
* never the size of the map.
*/
var Adjacency = class {
	out = /* @__PURE__ */ new Map();
	in = /* @__PURE__ */ new Map();
	/** Registers an edge under its source (outgoing) and target (incoming). */
	add(edge) {
		link(this.out, edge.data.source, edge.data.id);
		link(this.in, edge.data.target, edge.data.id);
	}
	/** Forgets an edge; `edge` must carry the source and target it was added with. */
	remove(edge) {
		unlink(this.out, edge.data.source, edge.data.id);
		unlink(this.in, edge.data.target, edge.data.id);
	}
	/** Ids of the edges leaving `nodeId`. */
	outgoingIds(nodeId) {
		return this.out.get(nodeId) ?? EMPTY;
	}
	/** Ids of the edges arriving at `nodeId`. */
	incomingIds(nodeId) {
		return this.in.get(nodeId) ?? EMPTY;
	}
	/** Number of edge ends at `nodeId` (a self-loop counts twice). */
	degree(nodeId) {
		return this.outgoingIds(nodeId).size + this.incomingIds(nodeId).size;
	}
};
var EMPTY = /* @__PURE__ */ new Set();
function link(index, nodeId, edgeId) {
	let ids = index.get(nodeId);
	if (!ids) index.set(nodeId, ids = /* @__PURE__ */ new Set());
	ids.add(edgeId);
}
function unlink(index, nodeId, edgeId) {
	const ids = index.get(nodeId);
	if (!ids) return;
	ids.delete(edgeId);
	if (ids.size === 0) index.delete(nodeId);
}
// model/src/state/mapData.ts
/** The top-level keys with a meaning of their own; every other key is an extra. */
var DOCUMENT_KEYS = /* @__PURE__ */ new Set([
	"nodes",
	"edges",
	"version",
	"htmlContent",
	"canvas",
	"settings"
]);
/** Builds the inside of a state from a normalised document (the records are shared, not copied). */
function mapDataFromDocument(doc) {
	const data = {
		nodes: /* @__PURE__ */ new Map(),
		edges: /* @__PURE__ */ new Map(),
		adjacency: new Adjacency(),
		order: [],
		canvas: doc.canvas ? storedCanvas(doc.canvas) : null,
		settings: doc.settings,
		htmlContent: doc.htmlContent ?? "",
		version: doc.version,
		extras: {}
	};
	for (const node of doc.nodes) data.nodes.set(node.data.id, node);
	for (const edge of doc.edges) {
		data.edges.set(edge.data.id, edge);
		data.adjacency.add(edge);
	}
	data.order = doc.canvas?.nodesOrder ? [...doc.canvas.nodesOrder] : [...data.nodes.keys()];
	for (const [key, value] of Object.entries(doc)) if (!DOCUMENT_KEYS.has(key)) data.extras[key] = value;
	return data;
}
/** The canvas as a state keeps it: without `nodesOrder`, with a `backgroundImages` array. */
function storedCanvas(canvas) {
	const { nodesOrder: _order, ...rest } = canvas;
	return {
		...rest,
		backgroundImages: canvas.backgroundImages ?? []
	};
}
/**
* Writes the state out as a fresh JSON-ready document. Nodes are written back to front (z-order), so a reader
* that ignores `nodesOrder` still stacks them right; edges in the order they were added.
*/
function mapDataToDocument(data) {
	return {
		nodes: data.order.map((id) => data.nodes.get(id)),
		edges: [...data.edges.values()],
		version: data.version,
		htmlContent: data.htmlContent,
		canvas: data.canvas ? {
			...data.canvas,
			nodesOrder: [...data.order]
		} : null,
		settings: data.settings,
		...data.extras
	};
}
// model/src/ops/apply/documentAppliers.ts
function applySettingsUpdate(data, op) {
	if (!data.settings) return "the map has no settings; set them first (ensureSettingsOps)";
	data.settings = withKey(data.settings, op.key, op.to);
}
function applyDocumentUpdate(data, op) {
	switch (op.key) {
		case "htmlContent":
			if (op.to !== void 0 && typeof op.to !== "string") return "htmlContent must be a string";
			data.htmlContent = op.to ?? "";
			return;
		case "settings":
			if (!isRecordOrNothing(op.to)) return "settings must be an object or null";
			data.settings = op.to ?? null;
			return;
		case "canvas": return setCanvas(data, op.to);
		default:
			if (DOCUMENT_KEYS.has(op.key)) return `document.${op.key} has its own operations`;
			data.extras = withKey(data.extras, op.key, op.to);
			return;
	}
}
/** Replaces the canvas; a `nodesOrder` in it must list every node once and becomes the z-order. */
function setCanvas(data, to) {
	if (!isRecordOrNothing(to)) return "canvas must be an object or null";
	if (!to) {
		data.canvas = null;
		return;
	}
	const canvas = to;
	if (canvas.nodesOrder !== void 0) {
		const problem = notAPermutation(canvas.nodesOrder, data.nodes);
		if (problem) return problem;
		data.order = [...canvas.nodesOrder];
	}
	data.canvas = storedCanvas(canvas);
}
function notAPermutation(order, nodes) {
	if (!Array.isArray(order)) return "canvas.nodesOrder must be an array";
	if (order.length !== nodes.size) return `canvas.nodesOrder lists ${order.length} ids for ${nodes.size} nodes`;
	const seen = /* @__PURE__ */ new Set();
	for (const id of order) {
		if (typeof id !== "string" || !nodes.has(id) || seen.has(id)) return `canvas.nodesOrder has a bad entry "${id}"`;
		seen.add(id);
	}
}
function isRecordOrNothing(value) {
	return value === void 0 || value === null || typeof value === "object" && !Array.isArray(value);
}
// model/src/ops/apply/applyOperation.ts
/**
* Applies one operation to the inside of a state. Returns undefined when applied, or the reason it does not fit
* (in which case nothing was changed). Cost is proportional to what the operation touches (plus a splice of the
* z-order list for node add/remove and order moves).
*/
function applyOperation(data, op) {
	switch (op.type) {
		case "node.add": return applyNodeAdd(data, op);
		case "node.remove": return applyNodeRemove(data, op);
		case "node.update": return applyNodeUpdate(data, op);
		case "edge.add": return applyEdgeAdd(data, op);
		case "edge.remove": return applyEdgeRemove(data, op);
		case "edge.update": return applyEdgeUpdate(data, op);
		case "image.add": return applyImageAdd(data, op);
		case "image.remove": return applyImageRemove(data, op);
		case "image.update": return applyImageUpdate(data, op);
		case "order.move": return applyOrderMove(data, op);
		case "canvas.update": return applyCanvasUpdate(data, op);
		case "drawing.update": return applyDrawingUpdate(data, op);
		case "settings.update": return applySettingsUpdate(data, op);
		case "document.update": return applyDocumentUpdate(data, op);
		default: return `unknown operation type "${op.type}"`;
	}
}
// model/src/parse/normalizeMapDocument.ts
/**
* Applies the loading rules of spec §4.1 to a schema-valid document, without touching the input:
* dangling edges are dropped, missing canvas/settings become null, `canvas.nodesOrder` is pruned of unknown and
* repeated ids and completed with the missing node ids (in node order), `settings.templateEngine` defaults to
* BaseTemplate, `version` to 0 and `htmlContent` to ''. Repeated node or edge ids are an error naming the second one.
*/
function normalizeMapDocument(input) {
	const warnings = [];
	const nodeIds = /* @__PURE__ */ new Set();
	for (const [i, node] of input.nodes.entries()) {
		const id = node.data.id;
		if (nodeIds.has(id)) return duplicate(`nodes[${i}].data.id`, "node", id);
		nodeIds.add(id);
	}
	const edges = [];
	const edgeIds = /* @__PURE__ */ new Set();
	let dangling = 0;
	for (const [i, edge] of input.edges.entries()) {
		const { id, source, target } = edge.data;
		if (edgeIds.has(id)) return duplicate(`edges[${i}].data.id`, "edge", id);
		edgeIds.add(id);
		if (nodeIds.has(source) && nodeIds.has(target)) edges.push(edge);
		else dangling++;
	}
	if (dangling > 0) warnings.push(`Dropped ${dangling} edge(s) whose source or target node is missing.`);
	return {
		ok: true,
		document: {
			...input,
			nodes: input.nodes,
			edges,
			version: input.version ?? 0,
			htmlContent: input.htmlContent ?? "",
			canvas: input.canvas ? normalizeCanvas(input.canvas, input.nodes, nodeIds, warnings) : null,
			settings: input.settings ? normalizeSettings(input.settings) : null
		},
		warnings
	};
}
function duplicate(path, kind, id) {
	return {
		ok: false,
		error: {
			path,
			message: `${path}: duplicate ${kind} id "${id}"; ids must be unique.`
		}
	};
}
function normalizeCanvas(canvas, nodes, nodeIds, warnings) {
	const given = canvas.nodesOrder ?? [];
	const seen = /* @__PURE__ */ new Set();
	const nodesOrder = [];
	for (const id of given) if (nodeIds.has(id) && !seen.has(id)) {
		seen.add(id);
		nodesOrder.push(id);
	}
	const pruned = given.length - nodesOrder.length;
	if (pruned > 0) warnings.push(`Removed ${pruned} unknown or repeated id(s) from canvas.nodesOrder.`);
	let appended = 0;
	for (const node of nodes) if (!seen.has(node.data.id)) {
		nodesOrder.push(node.data.id);
		appended++;
	}
	if (appended > 0 && canvas.nodesOrder) warnings.push(`Appended ${appended} node id(s) missing from canvas.nodesOrder.`);
	return {
		...canvas,
		nodesOrder
	};
}
function normalizeSettings(settings) {
	return settings.templateEngine ? settings : {
		...settings,
		templateEngine: DEFAULT_TEMPLATE
	};
}
// model/src/state/MapState.ts
/**
* A loaded map that changes only by applying transactions. Records are immutable: an update replaces the record
* object, so `prev !== next` tells what changed. Lookups, adjacency and `apply` cost what they touch, not the size
* of the map.
*/
var MapState = class MapState {
	data;
	constructor(data) {
		this.data = data;
	}
	/**
	* Loads a document. It is normalised on the way in (spec §4.1), so a document that skipped
	* `parseMapDocument` still yields a consistent state; repeated node or edge ids throw.
	*/
	static fromDocument(doc) {
		const normalised = normalizeMapDocument(doc);
		if (!normalised.ok) throw new Error(normalised.error.message);
		return new MapState(mapDataFromDocument(normalised.document));
	}
	/** Nodes by id. */
	get nodes() {
		return this.data.nodes;
	}
	/** Edges by id. */
	get edges() {
		return this.data.edges;
	}
	/**
	* The canvas record, or null when the map has none. It never carries `nodesOrder` (use {@link nodesOrder}) and
	* always carries a `backgroundImages` array.
	*/
	get canvas() {
		return this.data.canvas;
	}
	/** The map settings, or null when the map has none. */
	get settings() {
		return this.data.settings;
	}
	/** The document description (HTML). */
	get htmlContent() {
		return this.data.htmlContent;
	}
	/** Incremented by every applied transaction except undo and redo (spec §4.3). */
	get version() {
		return this.data.version;
	}
	/** The node with this id, if any. */
	getNode(id) {
		return this.data.nodes.get(id);
	}
	/** The edge with this id, if any. */
	getEdge(id) {
		return this.data.edges.get(id);
	}
	/** Edges whose source is `nodeId`. */
	outgoing(nodeId) {
		return this.edgesOf(this.data.adjacency.outgoingIds(nodeId));
	}
	/** Edges whose target is `nodeId`. */
	incoming(nodeId) {
		return this.edgesOf(this.data.adjacency.incomingIds(nodeId));
	}
	/**
	* Node ids back to front (z-order): `canvas.nodesOrder`, or node order when there is no canvas. This is the live
	* list, changed in place by later transactions: copy it to keep a snapshot.
	*/
	nodesOrder() {
		return this.data.order;
	}
	/**
	* Applies every operation of `tx`, or none: when one does not fit, those already applied are reverted and an
	* {@link OperationError} naming the operation is thrown. Advances `version` unless `tx` is an undo or a redo.
	* Reverting restores every record and the z-order exactly; only the position of a re-added edge in the edge
	* list may differ, which carries no meaning.
	*/
	apply(tx) {
		const { ops } = tx;
		for (let i = 0; i < ops.length; i++) {
			const reason = applyOperation(this.data, ops[i]);
			if (reason === void 0) continue;
			for (let j = i - 1; j >= 0; j--) {
				const undoReason = applyOperation(this.data, invertOperation(ops[j]));
				if (undoReason !== void 0) throw new Error(`Could not revert operation ${j}: ${undoReason}`);
			}
			throw new OperationError(i, ops[i], reason);
		}
		if (ops.length > 0 && !UNVERSIONED_LABELS.has(tx.label)) this.data.version++;
	}
	/** A fresh JSON-ready document (new arrays; records shared, as they are immutable). */
	toDocument() {
		return mapDataToDocument(this.data);
	}
	edgesOf(ids) {
		const out = [];
		for (const id of ids) out.push(this.data.edges.get(id));
		return out;
	}
};
// model/src/defaults/constants.ts
/** Size of a node made by "Add node" (DESIGN §7). */
var NEW_NODE_SIZE = {
	width: 250,
	height: 100
};
/** Node style used where neither the node nor `settings.default*` says otherwise (DESIGN §7, spec §9). */
var NODE_STYLE_DEFAULTS = {
	width: NEW_NODE_SIZE.width,
	height: NEW_NODE_SIZE.height,
	shape: "round-rectangle",
	backgroundColor: "rgba(1,65,227,0)",
	borderColor: "rgba(1,65,227,0)",
	borderWidth: 2,
	textColor: "#000000",
	textSize: 22,
	textPosition: "center",
	/** Text position of a node that shows an image. */
	imageTextPosition: "bottom",
	textBackgroundColor: "rgba(255,255,255,0)",
	backgroundFit: "contain"
};
/** Edge style used where neither the edge nor `settings.defaultEdge*` says otherwise (DESIGN §7). */
var EDGE_STYLE_DEFAULTS = {
	curve: "bezier",
	color: "#999999",
	width: 2,
	direction: "one-way",
	textColor: "#000000",
	textSize: 30,
	textBackgroundColor: "#ffffff"
};
// model/src/defaults/createEdge.ts
/**
* An edge as connecting two nodes makes it (DESIGN §7): #999999, bezier, one-way, width 2, text #000000 size 30
* on #ffffff; each `settings.defaultEdge*` that is set overrides its default.
*/
function createEdge({ source, target, settings, id }) {
	const s = settings ?? {};
	return { data: {
		id: id ?? newId(),
		source,
		target,
		color: s.defaultEdgeColor ?? EDGE_STYLE_DEFAULTS.color,
		shape: s.defaultEdgeShape ?? EDGE_STYLE_DEFAULTS.curve,
		direction: s.defaultEdgeDirection ?? EDGE_STYLE_DEFAULTS.direction,
		width: s.defaultEdgeWidth ?? EDGE_STYLE_DEFAULTS.width,
		textColor: s.defaultEdgeTextColor ?? EDGE_STYLE_DEFAULTS.textColor,
		textSize: s.defaultEdgeTextSize ?? EDGE_STYLE_DEFAULTS.textSize,
		textBackgroundColor: s.defaultEdgeTextBackgroundColor ?? EDGE_STYLE_DEFAULTS.textBackgroundColor
	} };
}
// model/src/defaults/resolveNodeStyle.ts
/**
* Resolves a node's look: the node's own value wins, then `settings.default*`, then {@link NODE_STYLE_DEFAULTS}.
* The text sits at the bottom by default when the node has an image.
*/
function resolveNodeStyle(node, settings) {
	const d = node.data;
	const s = settings ?? {};
	const hasImage = Boolean(d.image || d.imageURL);
	const label = d.label?.trim() ? d.label : "";
	return {
		width: d.dimensions?.width ?? s.defaultNodeDimensions?.width ?? NODE_STYLE_DEFAULTS.width,
		height: d.dimensions?.height ?? s.defaultNodeDimensions?.height ?? NODE_STYLE_DEFAULTS.height,
		shape: d.shape ?? s.defaultNodeShape ?? NODE_STYLE_DEFAULTS.shape,
		backgroundColor: d.backgroundColor ?? s.defaultNodeColor ?? NODE_STYLE_DEFAULTS.backgroundColor,
		borderColor: d.borderColor ?? s.defaultBorderColor ?? NODE_STYLE_DEFAULTS.borderColor,
		borderWidth: NODE_STYLE_DEFAULTS.borderWidth,
		textColor: d.textColor ?? s.defaultTextColor ?? NODE_STYLE_DEFAULTS.textColor,
		textSize: d.textSize ?? s.defaultTextSize ?? NODE_STYLE_DEFAULTS.textSize,
		textPosition: d.textPosition ?? s.defaultTextPosition ?? (hasImage ? NODE_STYLE_DEFAULTS.imageTextPosition : NODE_STYLE_DEFAULTS.textPosition),
		textBackgroundColor: d.textBackgroundColor ?? s.defaultTextBackgroundColor ?? NODE_STYLE_DEFAULTS.textBackgroundColor,
		backgroundFit: d.backgroundFit ?? NODE_STYLE_DEFAULTS.backgroundFit,
		label: label || "Add Title",
		isPlaceholder: !label,
		imageURL: d.imageURL || null
	};
}
// model/src/defaults/resolveEdgeStyle.ts
/** Resolves an edge's look: the edge's own value wins, then `settings.defaultEdge*`, then {@link EDGE_STYLE_DEFAULTS}. */
function resolveEdgeStyle(edge, settings) {
	const d = edge.data;
	const s = settings ?? {};
	return {
		curve: d.shape ?? s.defaultEdgeShape ?? EDGE_STYLE_DEFAULTS.curve,
		color: d.color ?? s.defaultEdgeColor ?? EDGE_STYLE_DEFAULTS.color,
		width: d.width ?? s.defaultEdgeWidth ?? EDGE_STYLE_DEFAULTS.width,
		direction: d.direction ?? s.defaultEdgeDirection ?? EDGE_STYLE_DEFAULTS.direction,
		label: d.label?.trim() ? d.label : "",
		textColor: d.textColor ?? s.defaultEdgeTextColor ?? EDGE_STYLE_DEFAULTS.textColor,
		textSize: d.textSize ?? s.defaultEdgeTextSize ?? EDGE_STYLE_DEFAULTS.textSize,
		textBackgroundColor: d.textBackgroundColor ?? s.defaultEdgeTextBackgroundColor ?? EDGE_STYLE_DEFAULTS.textBackgroundColor
	};
}
object({
	statusCode: number$1().int(),
	code: string(),
	message: string(),
	path: string().optional()
});
// model/src/api/fields.ts
/** An e-mail address as the API takes it: trimmed, lower-cased, standard pattern (spec §5 'Invalid email'). */
var emailField = string().trim().toLowerCase().max(254).pipe(email({ message: "Invalid email" }));
/** A map id as it appears in paths, headers and bodies. */
var mapIdField = string().regex(/^[A-Za-z0-9_-]{12,64}$/, "Invalid map id");
// model/src/api/customDomain.ts
/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, ending in a letter label. */
var HOST_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
* Reads a user's custom domain (spec §2.1 public links): a bare host (`maps.example.com`) or an https origin
* (`https://maps.example.com`, optionally with a port and a trailing slash). Blank clears it (null). Anything
* else — another scheme, a path, a query, credentials, an IP address or a host without a dot — is refused with
* a message saying which. The stored form is the lower-cased origin, `https://host[:port]`.
*/
function normalizeCustomDomain(text) {
	const trimmed = text.trim();
	if (trimmed === "") return {
		ok: true,
		origin: null
	};
	const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed);
	if (scheme && scheme[1].toLowerCase() !== "https") return {
		ok: false,
		message: "A custom domain must use https"
	};
	const rest = (scheme ? trimmed.slice(scheme[0].length) : trimmed).replace(/\/$/, "").toLowerCase();
	if (/[/?#]/.test(rest)) return {
		ok: false,
		message: "A custom domain is a host only, without a path"
	};
	if (rest.includes("@")) return {
		ok: false,
		message: "A custom domain cannot contain credentials"
	};
	const [, host, port] = /^([^:]*)(?::(\d{1,5}))?$/.exec(rest) ?? [];
	if (host === void 0) return {
		ok: false,
		message: "The port of a custom domain must be a number"
	};
	if (port !== void 0 && (Number(port) < 1 || Number(port) > 65535)) return {
		ok: false,
		message: "The port of a custom domain must be between 1 and 65535"
	};
	if (!HOST_PATTERN.test(host)) return {
		ok: false,
		message: "A custom domain must be a host name such as maps.example.com"
	};
	return {
		ok: true,
		origin: `https://${host}${port === void 0 || port === "443" ? "" : `:${port}`}`
	};
}
/** A custom domain in a request body: normalised to `https://host[:port]`, or null to clear it. */
var customDomainField = string().max(300).nullable().transform((value, ctx) => {
	if (value === null) return null;
	const result = normalizeCustomDomain(value);
	if (result.ok) return result.origin;
	ctx.addIssue({
		code: "custom",
		message: result.message
	});
	return NEVER;
});
object({
	email: emailField,
	password: string().min(8, `Password must be at least 8 characters`).max(200),
	name: string().trim().min(1, "Name is required").max(100)
});
object({
	email: emailField,
	password: string().min(1).max(200)
});
object({
	name: string().trim().min(1, "Name is required").max(100).optional(),
	default_view_mode: viewModeSchema.nullable().optional(),
	customDomain: customDomainField.optional()
});
object({ user: object({
	email: string(),
	name: string(),
	credits: number$1().int(),
	default_view_mode: viewModeSchema.nullable(),
	/** Origin of the user's public links (spec §2.1), `https://host[:port]`, or null for this server's. */
	customDomain: string().nullable()
}) });
// model/src/api/maps.ts
/** A member's role on a map. */
var memberRoleSchema = _enum(["editor", "reader"]);
/** The current user's role on a map (DESIGN §7): owner, else member role, else reader when public. */
var mapRoleSchema = _enum([
	"owner",
	"editor",
	"reader"
]);
object({
	title: string().trim().max(200).optional(),
	template: string().trim().min(1).max(100).optional()
});
object({ id: string() });
object({
	id: string(),
	owner: string(),
	ownerName: string(),
	name: string(),
	description: string(),
	image: string().nullable(),
	isPublic: boolean(),
	encrypted: boolean(),
	/** Whether the owner marked the map as a template (the maps sidebar's Templates section). */
	template: boolean(),
	role: mapRoleSchema,
	revision: number$1().int(),
	lastModified: string()
});
/** One entry of `GET /api/getAvailableTrees` (spec §3.6); `path` is `{ownerEmail}/{id}`. */
var availableTreeSchema = object({
	name: string(),
	ownerName: string(),
	owner: string(),
	tags: array(string()),
	path: string(),
	template: boolean(),
	favorite: boolean(),
	lastModified: string(),
	/** The caller's role on the map: cards offer the tag editor to owners and editors only. */
	role: mapRoleSchema
});
record(string(), availableTreeSchema);
object({ id: mapIdField });
record(string(), memberRoleSchema);
object({
	id: mapIdField,
	owner: emailField.optional(),
	treeTitle: string().trim().max(200).optional(),
	description: string().max(5e3).optional(),
	members: record(emailField, memberRoleSchema).optional(),
	isPublic: boolean().optional()
});
object({ success: literal(true) });
object({ tags: array(string().trim().max(40, `A tag has at most 40 characters`)).max(20, `A map has at most 20 tags`).transform((tags) => {
	const seen = /* @__PURE__ */ new Set();
	return tags.filter((tag) => {
		const key = tag.toLowerCase();
		if (!tag || seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}) });
object({ favorite: boolean() });
object({ template: boolean() });
// model/src/api/documents.ts
/** Resource paths a client may name inside a map's storage: the document, its preview, assets, attachments. */
var RESOURCE_PATH_PATTERN = /^(map|preview\.png|assets\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}|attachments\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;
object({
	"document-id": mapIdField,
	"document-owner": emailField,
	"document-path": literal("map", { message: "document-path must be 'map'" })
});
object({
	success: literal(true),
	lastModified: string(),
	revision: number$1().int()
});
object({
	objectOwnerEmail: emailField,
	contentType: string().max(200).optional(),
	isPublic: boolean().optional(),
	documentId: mapIdField,
	resourcePath: string().regex(RESOURCE_PATH_PATTERN, "Invalid resource path"),
	method: _enum([
		"GET",
		"HEAD",
		"PUT"
	]).default("GET")
});
object({
	signedUrl: string(),
	expires: number$1()
});
object({
	status: literal("ok"),
	database: _enum(["sqlite", "postgres"]),
	storage: _enum(["filesystem", "s3"])
});
// model/src/sync/operationSchema.ts
var key = string().min(1).max(200);
var index = number$1().int().nonnegative();
/**
* zod schema of one {@link Operation} as it arrives over the wire. Records inside are checked with the document's
* own schemas, so an operation can never put into a map what `parseMapDocument` would refuse.
*/
var operationSchema = discriminatedUnion("type", [
	object({
		type: literal("node.add"),
		node: mapNodeSchema,
		orderIndex: index.optional()
	}),
	object({
		type: literal("node.remove"),
		node: mapNodeSchema,
		orderIndex: index.optional()
	}),
	object({
		type: literal("node.update"),
		id: key,
		from: mapNodeSchema,
		to: mapNodeSchema
	}),
	object({
		type: literal("edge.add"),
		edge: mapEdgeSchema
	}),
	object({
		type: literal("edge.remove"),
		edge: mapEdgeSchema
	}),
	object({
		type: literal("edge.update"),
		id: key,
		from: mapEdgeSchema,
		to: mapEdgeSchema
	}),
	object({
		type: literal("image.add"),
		image: supportImageSchema,
		index
	}),
	object({
		type: literal("image.remove"),
		image: supportImageSchema,
		index
	}),
	object({
		type: literal("image.update"),
		id: key,
		from: supportImageSchema,
		to: supportImageSchema
	}),
	object({
		type: literal("order.move"),
		id: key,
		from: index,
		to: index
	}),
	object({
		type: literal("canvas.update"),
		key,
		from: unknown().optional(),
		to: unknown().optional()
	}),
	object({
		type: literal("settings.update"),
		key,
		from: unknown().optional(),
		to: unknown().optional()
	}),
	object({
		type: literal("drawing.update"),
		from: drawingDataSchema.optional(),
		to: drawingDataSchema.optional()
	}),
	object({
		type: literal("document.update"),
		key,
		from: unknown().optional(),
		to: unknown().optional()
	})
]).superRefine((op, ctx) => {
	if ((op.type === "node.update" || op.type === "edge.update") && op.to.data.id !== op.id) ctx.addIssue({
		code: "custom",
		path: [
			"to",
			"data",
			"id"
		],
		message: `must equal id "${op.id}"`
	});
	if (op.type === "image.update" && op.to.id !== op.id) ctx.addIssue({
		code: "custom",
		path: ["to", "id"],
		message: `must equal id "${op.id}"`
	});
});
/** zod schema of one {@link Transaction}: a client-made id, a spec change label and its operations. */
var transactionSchema = object({
	id: string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _"),
	label: _enum(CHANGE_LABELS),
	source: _enum([
		"user",
		"remote",
		"layout",
		"ai"
	]),
	ops: array(operationSchema).max(5e5)
});
object({
	id: mapIdField,
	baseVersion: number$1().int().nonnegative(),
	transactions: array(transactionSchema).min(1).max(1e3)
});
object({
	success: literal(true),
	revision: number$1().int(),
	lastModified: string()
});
object({
	id: mapIdField,
	since: number().int().nonnegative()
});
union$1([object({
	reset: literal(false),
	revision: number$1().int(),
	lastModified: string(),
	transactions: array(transactionSchema)
}), object({
	reset: literal(true),
	revision: number$1().int(),
	lastModified: string()
})]);
object({
	revision: number$1().int(),
	lastModified: string()
});
// engine/src/geometry/Box.ts
/** Copies `src` into `out` and returns `out` (lets hot paths reuse one object). */
function copyBox(out, src) {
	out.minX = src.minX;
	out.minY = src.minY;
	out.maxX = src.maxX;
	out.maxY = src.maxY;
	return out;
}
/** True when the boxes overlap or touch. */
function intersects(a, b) {
	return a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;
}
/** True when the point lies inside or on the box. */
function containsPoint(b, x, y) {
	return x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;
}
/** Grows `out` to include `b`; an empty `out` (minX > maxX) simply becomes `b`. */
function union(out, b) {
	if (out.minX > out.maxX) return copyBox(out, b);
	out.minX = Math.min(out.minX, b.minX);
	out.minY = Math.min(out.minY, b.minY);
	out.maxX = Math.max(out.maxX, b.maxX);
	out.maxY = Math.max(out.maxY, b.maxY);
	return out;
}
/** A box that contains nothing, ready to be grown with `union`. */
function emptyBox() {
	return {
		minX: Infinity,
		minY: Infinity,
		maxX: -Infinity,
		maxY: -Infinity
	};
}
/** A box spanned by two corner points in any order. */
function boxFromPoints(ax, ay, bx, by) {
	return {
		minX: Math.min(ax, bx),
		minY: Math.min(ay, by),
		maxX: Math.max(ax, bx),
		maxY: Math.max(ay, by)
	};
}
/** Items spanning more cells than this live in a side list scanned on every query (long edges, huge nodes). */
var MAX_CELLS_PER_ITEM = 64;
var OFFSET = 1 << 20;
var SPAN = 1 << 21;
/**
* A uniform-grid spatial hash of boxes by id. Insert, update and remove cost the cells an item covers; a query
* costs the cells it covers plus the items found. Items are compared against their exact box, so results are
* precise, not just cell-coarse. Used for culling and hit-testing (never one PixiJS interactive object per node).
*/
var SpatialIndex = class {
	cellSize;
	entries = /* @__PURE__ */ new Map();
	cells = /* @__PURE__ */ new Map();
	oversized = /* @__PURE__ */ new Set();
	/** Box around every item ever inserted since the last `clear` (grows only): a cheap "is all of it in view". */
	bounds = emptyBox();
	constructor(cellSize = 512) {
		this.cellSize = cellSize;
	}
	/** Number of items. */
	get size() {
		return this.entries.size;
	}
	/** The stored box of an item. */
	get(id) {
		return this.entries.get(id)?.box;
	}
	/** Inserts or moves an item. */
	set(id, b) {
		const box = {
			minX: b.minX,
			minY: b.minY,
			maxX: b.maxX,
			maxY: b.maxY
		};
		const old = this.entries.get(id);
		if (old) this.unlink(id, old);
		const entry = {
			box,
			cells: null
		};
		union(this.bounds, box);
		const c0x = this.cell(box.minX);
		const c0y = this.cell(box.minY);
		const c1x = this.cell(box.maxX);
		const c1y = this.cell(box.maxY);
		if ((c1x - c0x + 1) * (c1y - c0y + 1) > MAX_CELLS_PER_ITEM) this.oversized.add(id);
		else {
			entry.cells = [];
			for (let cx = c0x; cx <= c1x; cx++) for (let cy = c0y; cy <= c1y; cy++) {
				const key = (cx + OFFSET) * SPAN + (cy + OFFSET);
				let set = this.cells.get(key);
				if (!set) this.cells.set(key, set = /* @__PURE__ */ new Set());
				set.add(id);
				entry.cells.push(key);
			}
		}
		this.entries.set(id, entry);
	}
	/** Removes an item; unknown ids are ignored. */
	delete(id) {
		const entry = this.entries.get(id);
		if (!entry) return;
		this.unlink(id, entry);
		this.entries.delete(id);
	}
	/** Removes everything. */
	clear() {
		this.entries.clear();
		this.cells.clear();
		this.oversized.clear();
		Object.assign(this.bounds, emptyBox());
	}
	/** Clears `out` and fills it with the ids whose box intersects `query`. */
	query(query, out) {
		out.clear();
		const c0x = this.cell(query.minX);
		const c0y = this.cell(query.minY);
		const c1x = this.cell(query.maxX);
		const c1y = this.cell(query.maxY);
		if ((c1x - c0x + 1) * (c1y - c0y + 1) > this.cells.size) {
			for (const [id, entry] of this.entries) if (intersects(entry.box, query)) out.add(id);
			return out;
		}
		for (let cx = c0x; cx <= c1x; cx++) for (let cy = c0y; cy <= c1y; cy++) {
			const set = this.cells.get((cx + OFFSET) * SPAN + (cy + OFFSET));
			if (!set) continue;
			for (const id of set) if (!out.has(id) && intersects(this.entries.get(id).box, query)) out.add(id);
		}
		for (const id of this.oversized) if (intersects(this.entries.get(id).box, query)) out.add(id);
		return out;
	}
	/** Clears `out` and fills it with the ids whose box contains the point. */
	queryPoint(x, y, out) {
		out.clear();
		const set = this.cells.get((this.cell(x) + OFFSET) * SPAN + (this.cell(y) + OFFSET));
		if (set) {
			for (const id of set) if (containsPoint(this.entries.get(id).box, x, y)) out.add(id);
		}
		for (const id of this.oversized) if (containsPoint(this.entries.get(id).box, x, y)) out.add(id);
		return out;
	}
	/** Iterates every id with its box. */
	forEach(fn) {
		for (const [id, entry] of this.entries) fn(id, entry.box);
	}
	cell(v) {
		const c = Math.floor(v / this.cellSize);
		return Math.max(-1048576, Math.min(1048575, c));
	}
	unlink(id, entry) {
		if (!entry.cells) {
			this.oversized.delete(id);
			return;
		}
		for (const key of entry.cells) {
			const set = this.cells.get(key);
			if (!set) continue;
			set.delete(id);
			if (set.size === 0) this.cells.delete(key);
		}
	}
};
/** Rough advance width of a glyph relative to the font size, for bounds estimates before text is laid out. */
var GLYPH_WIDTH = .6;
/** The box of the node's shape: `position` is the centre (spec §3.2, Cytoscape convention). */
function nodeShapeBox(node, style, out) {
	out.minX = node.position.x - style.width / 2;
	out.maxX = node.position.x + style.width / 2;
	out.minY = node.position.y - style.height / 2;
	out.maxY = node.position.y + style.height / 2;
	return out;
}
/** Widest a label outside its node may grow before it wraps. */
function outsideLabelWrapWidth(style) {
	return Math.max(style.width, 240);
}
/**
* The box a node may paint into: its shape plus a generous estimate of a label placed outside it. Used for
* culling, so a label sticking out of a node does not pop in late; hit-testing uses the exact shape instead.
*/
function nodeVisualBox(node, style, out) {
	nodeShapeBox(node, style, out);
	if (style.textPosition === "center" || !style.label) return out;
	const lineHeight = style.textSize * 1.3;
	const textWidth = Math.min(style.label.length * style.textSize * GLYPH_WIDTH, outsideLabelWrapWidth(style));
	const textHeight = (Math.ceil(style.label.length * style.textSize * GLYPH_WIDTH / outsideLabelWrapWidth(style)) + 1) * lineHeight;
	const cx = node.position.x;
	const cy = node.position.y;
	switch (style.textPosition) {
		case "top":
			out.minY -= 6 + textHeight;
			out.minX = Math.min(out.minX, cx - textWidth / 2);
			out.maxX = Math.max(out.maxX, cx + textWidth / 2);
			break;
		case "bottom":
			out.maxY += 6 + textHeight;
			out.minX = Math.min(out.minX, cx - textWidth / 2);
			out.maxX = Math.max(out.maxX, cx + textWidth / 2);
			break;
		case "left":
			out.minX -= 6 + textWidth;
			out.minY = Math.min(out.minY, cy - textHeight / 2);
			out.maxY = Math.max(out.maxY, cy + textHeight / 2);
			break;
		case "right":
			out.maxX += 6 + textWidth;
			out.minY = Math.min(out.minY, cy - textHeight / 2);
			out.maxY = Math.max(out.maxY, cy + textHeight / 2);
	}
	return out;
}
// engine/src/edges/curves.ts
var BEZIER_SEGMENTS = 24;
/** Arrow length for a line width: readable at width 1, proportional beyond. */
function arrowLength(width) {
	return 8 + width * 2.5;
}
/**
* Where the ray from the centre `c` towards `(px, py)` leaves the node outline: the outermost crossing, so
* concave shapes (star) clip at their tips. Returns the centre when the point lies inside the outline.
*/
function clipToOutline(end, px, py) {
	const dx = px - end.x;
	const dy = py - end.y;
	const poly = end.outline;
	let best = -1;
	for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
		const ax = poly[j];
		const ay = poly[j + 1];
		const ex = poly[i] - ax;
		const ey = poly[i + 1] - ay;
		const den = dx * ey - dy * ex;
		if (Math.abs(den) < 1e-12) continue;
		const t = (ax * ey - ay * ex) / den;
		const u = (ax * dy - ay * dx) / den;
		if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t > best) best = t;
	}
	if (best < 0) return {
		x: end.x,
		y: end.y
	};
	return {
		x: end.x + dx * best,
		y: end.y + dy * best
	};
}
function cubic(out, x0, y0, x1, y1, x2, y2, x3, y3) {
	for (let i = 0; i <= BEZIER_SEGMENTS; i++) {
		const t = i / BEZIER_SEGMENTS;
		const u = 1 - t;
		const a = u * u * u;
		const b = 3 * u * u * t;
		const c = 3 * u * t * t;
		const d = t * t * t;
		out.push(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3);
	}
}
/** The untrimmed polyline of an edge between two node ends for a curve style. */
function edgePolyline(s, t, curve) {
	const out = [];
	const dx = t.x - s.x;
	const dy = t.y - s.y;
	const horizontal = Math.abs(dx) >= Math.abs(dy);
	if (dx === 0 && dy === 0) {
		const a = clipToOutline(s, s.x + 1, s.y - 1e6);
		const r = 60;
		cubic(out, a.x - 10, a.y, a.x - 10 - r, a.y - 120, a.x + 10 + r, a.y - 120, a.x + 10, a.y);
		return out;
	}
	if (curve === "straight" || curve === "haystack") {
		const a = clipToOutline(s, t.x, t.y);
		const b = clipToOutline(t, s.x, s.y);
		out.push(a.x, a.y, b.x, b.y);
		return out;
	}
	if (curve === "taxi" || curve === "segments") {
		const a = horizontal ? clipToOutline(s, s.x + Math.sign(dx) * 1e6, s.y) : clipToOutline(s, s.x, s.y + Math.sign(dy) * 1e6);
		const b = horizontal ? clipToOutline(t, t.x - Math.sign(dx) * 1e6, t.y) : clipToOutline(t, t.x, t.y - Math.sign(dy) * 1e6);
		if (horizontal) {
			const mx = (a.x + b.x) / 2;
			out.push(a.x, a.y, mx, a.y, mx, b.y, b.x, b.y);
		} else {
			const my = (a.y + b.y) / 2;
			out.push(a.x, a.y, a.x, my, b.x, my, b.x, b.y);
		}
		return out;
	}
	const a = clipToOutline(s, t.x, t.y);
	const b = clipToOutline(t, s.x, s.y);
	if (horizontal) {
		const h = (b.x - a.x) / 2;
		cubic(out, a.x, a.y, a.x + h, a.y, b.x - h, b.y, b.x, b.y);
	} else {
		const h = (b.y - a.y) / 2;
		cubic(out, a.x, a.y, a.x, a.y + h, b.x, b.y - h, b.x, b.y);
	}
	return out;
}
/** Builds the arrow at one end (`atEnd` true: the last point) and trims the line so it stops at the arrow base. */
function addArrow(points, atEnd, width, arrows) {
	const n = points.length;
	if (n < 4) return;
	const [tipI, prevI] = atEnd ? [n - 2, n - 4] : [0, 2];
	const x = points[tipI];
	const y = points[tipI + 1];
	let dx = x - points[prevI];
	let dy = y - points[prevI + 1];
	const len = Math.hypot(dx, dy) || 1;
	dx /= len;
	dy /= len;
	const length = arrowLength(width);
	arrows.push({
		x,
		y,
		dx,
		dy,
		length,
		halfWidth: length * .55
	});
	const back = Math.min(length * .9, len);
	points[tipI] = x - dx * back;
	points[tipI + 1] = y - dy * back;
}
/** The point half way along a polyline. */
function midpoint(points) {
	let total = 0;
	for (let i = 2; i < points.length; i += 2) total += Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
	let rest = total / 2;
	for (let i = 2; i < points.length; i += 2) {
		const seg = Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
		if (seg >= rest && seg > 0) {
			const k = rest / seg;
			return {
				x: points[i - 2] + (points[i] - points[i - 2]) * k,
				y: points[i - 1] + (points[i + 1] - points[i - 1]) * k
			};
		}
		rest -= seg;
	}
	return {
		x: points[0] ?? 0,
		y: points[1] ?? 0
	};
}
/**
* The full geometry of an edge: polyline for the curve style (unbundled-bezier falls back to bezier, segments to
* taxi, haystack to straight), arrow heads by direction (one-way: at the target, two-way: both ends, none: none),
* the label point and the box covering all of it.
*/
function edgeGeometry(s, t, curve, direction, width) {
	const points = edgePolyline(s, t, curve);
	const mid = midpoint(points);
	const arrows = [];
	if (direction === "one-way" || direction === "two-way") addArrow(points, true, width, arrows);
	if (direction === "two-way") addArrow(points, false, width, arrows);
	const pad = Math.max(width / 2, arrows.length ? arrows[0].halfWidth : 0);
	const box = {
		minX: Infinity,
		minY: Infinity,
		maxX: -Infinity,
		maxY: -Infinity
	};
	for (let i = 0; i < points.length; i += 2) {
		box.minX = Math.min(box.minX, points[i] - pad);
		box.maxX = Math.max(box.maxX, points[i] + pad);
		box.minY = Math.min(box.minY, points[i + 1] - pad);
		box.maxY = Math.max(box.maxY, points[i + 1] + pad);
	}
	for (const a of arrows) {
		box.minX = Math.min(box.minX, a.x - pad);
		box.maxX = Math.max(box.maxX, a.x + pad);
		box.minY = Math.min(box.minY, a.y - pad);
		box.maxY = Math.max(box.maxY, a.y + pad);
	}
	return {
		points,
		arrows,
		midX: mid.x,
		midY: mid.y,
		box
	};
}
/** Shortest distance from a point to a polyline (and its arrow tips' bases are covered by the trimmed line). */
function distanceToPolyline(points, x, y) {
	let best = Infinity;
	for (let i = 2; i < points.length; i += 2) {
		const ax = points[i - 2];
		const ay = points[i - 1];
		const ex = points[i] - ax;
		const ey = points[i + 1] - ay;
		const len2 = ex * ex + ey * ey;
		const k = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / len2));
		const d = Math.hypot(x - (ax + ex * k), y - (ay + ey * k));
		if (d < best) best = d;
	}
	return best;
}
// engine/src/render/shapes.ts
function regular(n, startDeg) {
	const pts = [];
	for (let i = 0; i < n; i++) {
		const a = (startDeg + 360 / n * i) * Math.PI / 180;
		pts.push(Math.cos(a), Math.sin(a));
	}
	return fitToUnitBox(pts);
}
function star() {
	const pts = [];
	for (let i = 0; i < 10; i++) {
		const r = i % 2 === 0 ? 1 : .382;
		const a = (-90 + 36 * i) * Math.PI / 180;
		pts.push(r * Math.cos(a), r * Math.sin(a));
	}
	return fitToUnitBox(pts);
}
/** Stretches points so they span exactly [-1, 1] on both axes, as shapes fill their node's box. */
function fitToUnitBox(pts) {
	let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
	for (let i = 0; i < pts.length; i += 2) {
		minX = Math.min(minX, pts[i]);
		maxX = Math.max(maxX, pts[i]);
		minY = Math.min(minY, pts[i + 1]);
		maxY = Math.max(maxY, pts[i + 1]);
	}
	return pts.map((v, i) => i % 2 === 0 ? (v - minX) / (maxX - minX) * 2 - 1 : (v - minY) / (maxY - minY) * 2 - 1);
}
var ELLIPSE_SEGMENTS = 48;
/** The unit outline and whether its corners are rounded, for each of the 14 shapes of DESIGN §7. */
var OUTLINES = {
	ellipse: {
		unit: Array.from({ length: 96 }, (_, i) => {
			const a = Math.floor(i / 2) / ELLIPSE_SEGMENTS * Math.PI * 2;
			return i % 2 === 0 ? Math.cos(a) : Math.sin(a);
		}),
		round: false
	},
	triangle: {
		unit: [
			0,
			-1,
			1,
			1,
			-1,
			1
		],
		round: false
	},
	"round-triangle": {
		unit: [
			0,
			-1,
			1,
			1,
			-1,
			1
		],
		round: true
	},
	rectangle: {
		unit: [
			-1,
			-1,
			1,
			-1,
			1,
			1,
			-1,
			1
		],
		round: false
	},
	"round-rectangle": {
		unit: [
			-1,
			-1,
			1,
			-1,
			1,
			1,
			-1,
			1
		],
		round: true
	},
	diamond: {
		unit: [
			0,
			-1,
			1,
			0,
			0,
			1,
			-1,
			0
		],
		round: false
	},
	"round-diamond": {
		unit: [
			0,
			-1,
			1,
			0,
			0,
			1,
			-1,
			0
		],
		round: true
	},
	pentagon: {
		unit: regular(5, -90),
		round: false
	},
	"round-pentagon": {
		unit: regular(5, -90),
		round: true
	},
	hexagon: {
		unit: regular(6, 0),
		round: false
	},
	"round-hexagon": {
		unit: regular(6, 0),
		round: true
	},
	star: {
		unit: star(),
		round: false
	},
	rhomboid: {
		unit: [
			-1,
			-1,
			1 / 3,
			-1,
			1,
			1,
			-1 / 3,
			1
		],
		round: false
	},
	"right-rhomboid": {
		unit: [
			-1 / 3,
			-1,
			1,
			-1,
			1 / 3,
			1,
			-1,
			1
		],
		round: false
	}
};
/** Corner radius of rounded shapes: a quarter of the smaller side, at most 16 graph units. */
function cornerRadius(width, height) {
	return Math.min(16, Math.min(width, height) / 4);
}
var CORNER_STEPS = 5;
/** Replaces each corner by a quadratic curve through it, cut `radius` away from the vertex along both sides. */
function roundCorners(pts, radius, out) {
	const n = pts.length / 2;
	for (let i = 0; i < n; i++) {
		const vx = pts[i * 2];
		const vy = pts[i * 2 + 1];
		const p = (i + n - 1) % n * 2;
		const q = (i + 1) % n * 2;
		const la = Math.hypot(pts[p] - vx, pts[p + 1] - vy);
		const lb = Math.hypot(pts[q] - vx, pts[q + 1] - vy);
		const d = Math.min(radius, la / 2, lb / 2);
		const sx = vx + (pts[p] - vx) / la * d;
		const sy = vy + (pts[p + 1] - vy) / la * d;
		const ex = vx + (pts[q] - vx) / lb * d;
		const ey = vy + (pts[q + 1] - vy) / lb * d;
		for (let s = 0; s <= CORNER_STEPS; s++) {
			const t = s / CORNER_STEPS;
			const u = 1 - t;
			out.push(u * u * sx + 2 * u * t * vx + t * t * ex, u * u * sy + 2 * u * t * vy + t * t * ey);
		}
	}
}
/**
* Writes the outline of a node of `shape` and size `width`×`height`, centred on (0, 0), into `out` as flat
* [x0, y0, ...] (clearing it first) and returns it. Rounded variants get curved corners of `cornerRadius`.
*/
function shapePolygon(shape, width, height, out = []) {
	out.length = 0;
	const outline = OUTLINES[shape] ?? OUTLINES["round-rectangle"];
	const hw = width / 2;
	const hh = height / 2;
	if (!outline.round) {
		for (let i = 0; i < outline.unit.length; i += 2) out.push(outline.unit[i] * hw, outline.unit[i + 1] * hh);
		return out;
	}
	const scaled = [];
	for (let i = 0; i < outline.unit.length; i += 2) scaled.push(outline.unit[i] * hw, outline.unit[i + 1] * hh);
	roundCorners(scaled, cornerRadius(width, height), out);
	return out;
}
/** Even-odd test of a point against a flat polygon. */
function pointInPolygon(poly, x, y) {
	let inside = false;
	for (let i = 0, j = poly.length - 2; i < poly.length; j = i, i += 2) {
		const xi = poly[i];
		const yi = poly[i + 1];
		const xj = poly[j];
		const yj = poly[j + 1];
		if (yi > y !== yj > y && x < (xj - xi) * (y - yi) / (yj - yi) + xi) inside = !inside;
	}
	return inside;
}
// engine/src/scene/MapScene.ts
var scratch = emptyBox();
/**
* The engine's read model of the map: the shell's `MapState` (never mutated here) seen through the drag/resize
* preview, with resolved styles, edge geometry, z-order ranks and two spatial indexes (nodes, edges) kept in step
* with transactions. Pure TypeScript, no PixiJS: hit-testing, culling and the tools work on it.
*/
var MapScene = class {
	state = null;
	nodeIndex = new SpatialIndex();
	edgeIndex = new SpatialIndex();
	changes = {
		nodes: /* @__PURE__ */ new Set(),
		edges: /* @__PURE__ */ new Set(),
		all: true,
		order: true,
		canvas: true
	};
	preview = /* @__PURE__ */ new Map();
	styles = /* @__PURE__ */ new Map();
	edgeStyles = /* @__PURE__ */ new Map();
	geometry = /* @__PURE__ */ new Map();
	rank = /* @__PURE__ */ new Map();
	maxRank = 0;
	/** Replaces everything with `state`. */
	load(state) {
		this.beginLoad(state);
		for (const id of state.nodes.keys()) this.indexNode(id);
		for (const id of state.edges.keys()) this.indexEdge(id);
		this.changes.all = true;
	}
	/**
	* Starts showing `state` with nothing indexed yet; `loadNode`/`loadEdge` then bring its records in a slice at a
	* time (chunked loading, see `SceneLoader`), each reported as a change so the renderer appends just those.
	*/
	beginLoad(state) {
		this.state = state;
		this.preview.clear();
		this.styles.clear();
		this.edgeStyles.clear();
		this.geometry.clear();
		this.nodeIndex.clear();
		this.edgeIndex.clear();
		this.rebuildRanks();
		this.changes.nodes.clear();
		this.changes.edges.clear();
		this.changes.all = true;
	}
	/** Indexes one node of the state being loaded and marks it changed. */
	loadNode(id) {
		this.indexNode(id);
		this.changes.nodes.add(id);
	}
	/** Indexes one edge of the state being loaded and marks it changed. */
	loadEdge(id) {
		this.indexEdge(id);
		this.changes.edges.add(id);
	}
	/** Follows operations the shell already applied to the state: re-reads only the ids they name. */
	applyOps(ops) {
		const state = this.state;
		if (!state) return;
		const top = this.addedOnTop(ops);
		let ranks = false;
		for (const op of ops) switch (op.type) {
			case "node.add": {
				const id = op.node.data.id;
				const at = top?.get(id);
				if (at === void 0) ranks = true;
				else this.rank.set(id, at);
				this.touchNode(id);
				break;
			}
			case "node.remove":
				this.rank.delete(op.node.data.id);
				this.touchNode(op.node.data.id);
				break;
			case "node.update":
				this.touchNode(op.id);
				break;
			case "edge.add":
			case "edge.remove":
				this.touchEdge(op.edge.data.id);
				break;
			case "edge.update":
				this.touchEdge(op.id);
				break;
			case "order.move":
				ranks = true;
				break;
			case "settings.update":
			case "document.update":
				this.load(state);
				return;
			default: this.changes.canvas = true;
		}
		if (ranks) this.rebuildRanks();
	}
	/**
	* For a transaction that adds nodes: the ranks of those now at the top of the z-order (the last `adds` entries),
	* so appending k nodes costs O(k); null when nothing is added.
	*/
	addedOnTop(ops) {
		let adds = 0;
		for (const op of ops) if (op.type === "node.add") adds++;
		if (adds === 0) return null;
		const order = this.state?.nodesOrder() ?? [];
		const top = /* @__PURE__ */ new Map();
		const from = Math.max(0, order.length - adds);
		for (let i = from; i < order.length; i++) top.set(order[i], this.maxRank + (i - from));
		this.maxRank += order.length - from;
		return top;
	}
	/** Shows `nodes` at the given records instead of the state's (live drag/resize); `null` ends the preview. */
	setPreview(nodes) {
		const touched = [...this.preview.keys()];
		this.preview.clear();
		if (nodes) for (const [id, node] of nodes) this.preview.set(id, node);
		for (const id of touched) this.touchNode(id);
		for (const id of this.preview.keys()) this.touchNode(id);
	}
	/** The node as shown: the preview record when one is set, else the state's. */
	node(id) {
		return this.preview.get(id) ?? this.state?.getNode(id);
	}
	/** The node's resolved style, cached per record. */
	nodeStyle(id) {
		const node = this.node(id);
		if (!node) return void 0;
		const cached = this.styles.get(id);
		if (cached && cached.node === node) return cached.style;
		const style = resolveNodeStyle(node, this.state?.settings ?? null);
		this.styles.set(id, {
			node,
			style
		});
		return style;
	}
	/** The edge's resolved style, cached per record. */
	edgeStyle(id) {
		const edge = this.state?.getEdge(id);
		if (!edge) return void 0;
		const cached = this.edgeStyles.get(id);
		if (cached && cached.edge === edge) return cached.style;
		const style = resolveEdgeStyle(edge, this.state?.settings ?? null);
		this.edgeStyles.set(id, {
			edge,
			style
		});
		return style;
	}
	/** The edge's path, or undefined when it is not drawn (an end is missing or hidden). */
	edgeGeometry(id) {
		return this.geometry.get(id);
	}
	/** Back-to-front rank of a node: higher draws on top. */
	rankOf(id) {
		return this.rank.get(id) ?? -1;
	}
	/** True when the node is drawn (exists and is not hidden). */
	isShown(id) {
		const node = this.node(id);
		return !!node && node.data.visibility !== "hidden";
	}
	/** The box around every shown node's shape, or null for an empty map. */
	contentBounds() {
		const out = emptyBox();
		if (!this.state) return null;
		for (const id of this.state.nodes.keys()) {
			const style = this.nodeStyle(id);
			if (style && this.isShown(id)) union(out, nodeShapeBox(this.node(id), style, scratch));
		}
		return out.minX > out.maxX ? null : out;
	}
	rebuildRanks() {
		this.rank.clear();
		const order = this.state?.nodesOrder() ?? [];
		for (let i = 0; i < order.length; i++) this.rank.set(order[i], i);
		this.maxRank = order.length;
		this.changes.order = true;
	}
	touchNode(id) {
		this.indexNode(id);
		this.changes.nodes.add(id);
		const state = this.state;
		if (!state || !state.getNode(id)) return;
		for (const edge of state.outgoing(id)) this.touchEdge(edge.data.id);
		for (const edge of state.incoming(id)) this.touchEdge(edge.data.id);
	}
	touchEdge(id) {
		this.indexEdge(id);
		this.changes.edges.add(id);
	}
	indexNode(id) {
		const node = this.node(id);
		const style = this.nodeStyle(id);
		if (!node || !style || node.data.visibility === "hidden") {
			this.nodeIndex.delete(id);
			if (!node) this.styles.delete(id);
			return;
		}
		if (!this.rank.has(id)) this.rank.set(id, this.maxRank++);
		this.nodeIndex.set(id, nodeVisualBox(node, style, scratch));
	}
	indexEdge(id) {
		const edge = this.state?.getEdge(id);
		const style = edge ? this.edgeStyle(id) : void 0;
		const s = edge && this.isShown(edge.data.source) ? this.endOf(edge.data.source) : void 0;
		const t = edge && this.isShown(edge.data.target) ? this.endOf(edge.data.target) : void 0;
		if (!edge || !style || !s || !t) {
			this.geometry.delete(id);
			this.edgeIndex.delete(id);
			if (!edge) this.edgeStyles.delete(id);
			return;
		}
		const geometry = edgeGeometry(s, t, style.curve, style.direction, style.width);
		if (style.label) {
			const hw = style.label.length * style.textSize * .6 / 2 + 4;
			const hh = style.textSize * .7 + 4;
			const b = geometry.box;
			b.minX = Math.min(b.minX, geometry.midX - hw);
			b.maxX = Math.max(b.maxX, geometry.midX + hw);
			b.minY = Math.min(b.minY, geometry.midY - hh);
			b.maxY = Math.max(b.maxY, geometry.midY + hh);
		}
		this.geometry.set(id, geometry);
		this.edgeIndex.set(id, geometry.box);
	}
	endOf(id) {
		const node = this.node(id);
		const style = this.nodeStyle(id);
		if (!node || !style) return void 0;
		return {
			x: node.position.x,
			y: node.position.y,
			outline: shapePolygon(style.shape, style.width, style.height)
		};
	}
};
/**
* Streams a big map into the scene: nodes in z-order, then edges, a time slice per frame, each slice reported to
* the renderer as changes so only the new records are written to the GPU buffers. `finish` completes at once
* (when a transaction arrives mid-load, for instance).
*/
var SceneLoader = class {
	scene;
	nodes = [];
	edges = [];
	next = 0;
	state = null;
	progress = {
		loaded: 0,
		total: 0,
		done: true
	};
	constructor(scene) {
		this.scene = scene;
	}
	/** True while records remain to be loaded. */
	get active() {
		return !this.progress.done;
	}
	/** Starts loading `state`: the scene is emptied now and filled by `step`. */
	start(state) {
		this.state = state;
		this.scene.beginLoad(state);
		this.nodes = [...state.nodesOrder()];
		this.edges = [...state.edges.keys()];
		this.next = 0;
		this.progress.loaded = 0;
		this.progress.total = this.nodes.length + this.edges.length;
		this.progress.done = this.progress.total === 0;
	}
	/** Loads records until `budgetMs` have passed (checked every 256 records); returns the progress. */
	step(budgetMs, now = () => performance.now()) {
		const end = now() + budgetMs;
		const { scene } = this;
		const nodeCount = this.nodes.length;
		const total = this.progress.total;
		while (this.next < total) {
			const stop = Math.min(total, this.next + 256);
			for (; this.next < stop; this.next++) if (this.next < nodeCount) scene.loadNode(this.nodes[this.next]);
			else scene.loadEdge(this.edges[this.next - nodeCount]);
			if (now() >= end) break;
		}
		this.progress.loaded = this.next;
		if (this.next >= total && !this.progress.done) this.complete();
		return this.progress;
	}
	/** Loads everything left now. */
	finish() {
		if (this.active) this.step(Infinity);
	}
	complete() {
		if (this.state) {
			for (const id of this.state.nodes.keys()) if (this.scene.rankOf(id) < 0) this.scene.loadNode(id);
		}
		this.progress.done = true;
		this.nodes = [];
		this.edges = [];
		this.state = null;
	}
};
// engine/src/Selection.ts
/**
* The selected nodes and edges. Every change goes through `set`, which reports whether anything changed so the
* engine emits `selectionchange` only for real changes.
*/
var SelectionModel = class {
	nodes = /* @__PURE__ */ new Set();
	edges = /* @__PURE__ */ new Set();
	/** A plain copy for events and the API. */
	snapshot() {
		return {
			nodes: [...this.nodes],
			edges: [...this.edges]
		};
	}
	/** Replaces the selection; returns true when it changed. */
	set(nodes, edges) {
		const nextNodes = new Set(nodes);
		const nextEdges = new Set(edges);
		if (sameSet(nextNodes, this.nodes) && sameSet(nextEdges, this.edges)) return false;
		this.nodes.clear();
		this.edges.clear();
		for (const id of nextNodes) this.nodes.add(id);
		for (const id of nextEdges) this.edges.add(id);
		return true;
	}
	/** Adds or removes one node (Shift+click); returns true (a toggle always changes the selection). */
	toggleNode(id) {
		if (this.nodes.has(id)) this.nodes.delete(id);
		else this.nodes.add(id);
		return true;
	}
	/** Adds or removes one edge (Shift+click). */
	toggleEdge(id) {
		if (this.edges.has(id)) this.edges.delete(id);
		else this.edges.add(id);
		return true;
	}
	/** Drops ids that no longer exist; returns true when something was dropped. */
	prune(hasNode, hasEdge) {
		let changed = false;
		for (const id of this.nodes) if (!hasNode(id)) changed = this.nodes.delete(id) || changed;
		for (const id of this.edges) if (!hasEdge(id)) changed = this.edges.delete(id) || changed;
		return changed;
	}
	/** True when nothing is selected. */
	get isEmpty() {
		return this.nodes.size === 0 && this.edges.size === 0;
	}
};
function sameSet(a, b) {
	if (a.size !== b.size) return false;
	for (const id of a) if (!b.has(id)) return false;
	return true;
}
var found$1 = /* @__PURE__ */ new Set();
var outline = [];
var shapeBox = emptyBox();
var CANVAS = { kind: "canvas" };
/** The topmost shown node whose shape contains the graph point, or null. */
function hitNode(scene, x, y) {
	let best = null;
	let bestRank = -Infinity;
	for (const id of scene.nodeIndex.queryPoint(x, y, found$1)) {
		const rank = scene.rankOf(id);
		if (rank <= bestRank) continue;
		const node = scene.node(id);
		const style = scene.nodeStyle(id);
		if (!node || !style) continue;
		shapePolygon(style.shape, style.width, style.height, outline);
		if (pointInPolygon(outline, x - node.position.x, y - node.position.y)) {
			best = id;
			bestRank = rank;
		}
	}
	return best;
}
/** The edge nearest to the graph point within `tolerancePx` screen px (or half its width), or null. */
function hitEdge(scene, x, y, zoom, tolerancePx = 6) {
	const slack = tolerancePx / zoom;
	const probe = {
		minX: x - slack,
		minY: y - slack,
		maxX: x + slack,
		maxY: y + slack
	};
	let best = null;
	let bestDistance = Infinity;
	for (const id of scene.edgeIndex.query(probe, found$1)) {
		const geometry = scene.edgeGeometry(id);
		const style = scene.edgeStyle(id);
		if (!geometry || !style) continue;
		let d = distanceToPolyline(geometry.points, x, y);
		for (const a of geometry.arrows) {
			const head = [
				a.x - a.dx * a.length,
				a.y - a.dy * a.length,
				a.x,
				a.y
			];
			d = Math.min(d, distanceToPolyline(head, x, y));
		}
		if (d <= Math.max(slack, style.width / 2) && d < bestDistance) {
			best = id;
			bestDistance = d;
		}
	}
	return best;
}
/** What a graph point hits: nodes (drawn above edges) first, then edges, else the canvas. */
function hitTest(scene, x, y, zoom) {
	const node = hitNode(scene, x, y);
	if (node) return {
		kind: "node",
		id: node
	};
	const edge = hitEdge(scene, x, y, zoom);
	if (edge) return {
		kind: "edge",
		id: edge
	};
	return CANVAS;
}
/** Ids of the shown nodes whose shape box intersects `box` (box selection). */
function nodesInBox(scene, box) {
	const ids = [];
	for (const id of scene.nodeIndex.query(box, found$1)) {
		const node = scene.node(id);
		const style = scene.nodeStyle(id);
		if (node && style && intersects(nodeShapeBox(node, style, shapeBox), box)) ids.push(id);
	}
	return ids;
}
// engine/src/hit/handles.ts
/** The four resize handles of a node. */
var CORNERS = [
	"nw",
	"ne",
	"sw",
	"se"
];
/** A corner of a node's box, in graph coordinates. */
function cornerPoint(cx, cy, width, height, corner) {
	return {
		x: cx + (corner === "ne" || corner === "se" ? width / 2 : -width / 2),
		y: cy + (corner === "sw" || corner === "se" ? height / 2 : -height / 2)
	};
}
/**
* The resize handle under a screen point for a node centred at (cx, cy) of the given size, or null. Handles keep
* their screen size at any zoom, so the test is done in screen px (slightly larger than drawn: easier to grab).
*/
function hitResizeHandle(camera, cx, cy, width, height, screen) {
	const reach = 7;
	for (const corner of CORNERS) {
		const s = camera.graphToScreen(cornerPoint(cx, cy, width, height, corner));
		if (Math.abs(s.x - screen.x) <= reach && Math.abs(s.y - screen.y) <= reach) return corner;
	}
	return null;
}
/** The nearest multiple of `spacing`. */
function snapToGrid(value, spacing = 90) {
	return Math.round(value / spacing) * spacing;
}
var found = /* @__PURE__ */ new Set();
var area = emptyBox();
/**
* Aligns a dragged centre with the centres of other shown nodes in `view` (found through the spatial index, so
* the cost follows what is on screen): each axis snaps to the closest centre within the tolerance. Returns the
* adjusted centre and the guides to draw.
*/
function alignToNodes(scene, centre, view, zoom, ignore) {
	const tolerance = 10 / zoom;
	area.minX = view.minX;
	area.minY = view.minY;
	area.maxX = view.maxX;
	area.maxY = view.maxY;
	scene.nodeIndex.query(area, found);
	let bestX = tolerance;
	let bestY = tolerance;
	let x = null;
	let y = null;
	for (const id of found) {
		if (ignore.has(id) || !scene.isShown(id)) continue;
		const other = scene.state?.getNode(id);
		if (!other) continue;
		const dx = Math.abs(other.position.x - centre.x);
		const dy = Math.abs(other.position.y - centre.y);
		if (dx <= bestX) {
			bestX = dx;
			x = other.position.x;
		}
		if (dy <= bestY) {
			bestY = dy;
			y = other.position.y;
		}
	}
	found.clear();
	return {
		centre: {
			x: x ?? centre.x,
			y: y ?? centre.y
		},
		guides: {
			x,
			y
		}
	};
}
// engine/src/tools/select/DraggingNodes.ts
var view = emptyBox();
/** True when a node may not be moved or resized (the spec keeps `locked` both on the node and in its data). */
function isLocked(node) {
	return node.locked === true || node.data.locked === true;
}
/**
* Moving the selected, unlocked nodes with the pointer. The state is never touched: the moved records are a
* preview; on release the move is proposed as one `element.drag` transaction.
*/
var DraggingNodes = class {
	machine;
	ctx;
	id = "dragging_nodes";
	start = {
		x: 0,
		y: 0
	};
	originals = [];
	moved = /* @__PURE__ */ new Map();
	ignore = /* @__PURE__ */ new Set();
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.start = info.start;
		this.originals = [];
		this.moved = /* @__PURE__ */ new Map();
		const state = this.ctx.scene.state;
		for (const id of this.ctx.selection.nodes) {
			const node = state?.getNode(id);
			if (node && !isLocked(node)) this.originals.push(node);
		}
		this.ignore = new Set(this.ctx.selection.nodes);
	}
	onPointerMove(p) {
		if (this.originals.length === 0) return;
		let dx = p.graph.x - this.start.x;
		let dy = p.graph.y - this.start.y;
		const lead = this.originals[0].position;
		const wanted = {
			x: lead.x + dx,
			y: lead.y + dy
		};
		let guides = null;
		if (this.ctx.gridEnabled()) {
			dx = snapToGrid(wanted.x) - lead.x;
			dy = snapToGrid(wanted.y) - lead.y;
		} else {
			const { scene, camera } = this.ctx;
			const aligned = alignToNodes(scene, wanted, camera.visibleBox(view), camera.zoom, this.ignore);
			dx = aligned.centre.x - lead.x;
			dy = aligned.centre.y - lead.y;
			guides = aligned.guides.x !== null || aligned.guides.y !== null ? aligned.guides : null;
		}
		this.ctx.overlay.guides = guides;
		this.moved = /* @__PURE__ */ new Map();
		for (const node of this.originals) this.moved.set(node.data.id, {
			...node,
			position: {
				...node.position,
				x: node.position.x + dx,
				y: node.position.y + dy
			}
		});
		this.ctx.setPreview(this.moved);
	}
	onPointerUp(p) {
		this.onPointerMove(p);
		const ops = [];
		for (const from of this.originals) {
			const to = this.moved.get(from.data.id);
			if (to && (to.position.x !== from.position.x || to.position.y !== from.position.y)) ops.push({
				type: "node.update",
				id: from.data.id,
				from,
				to
			});
		}
		this.ctx.overlay.guides = null;
		this.ctx.setPreview(null);
		this.originals = [];
		this.machine.transition("idle", void 0);
		if (ops.length > 0) this.ctx.propose(createTransaction("element.drag", ops));
	}
	onCancel() {
		this.originals = [];
		this.ctx.overlay.guides = null;
		this.ctx.setPreview(null);
	}
};
// engine/src/tools/image/supportImages.ts
/** A support image cannot be resized below twice the resize-handle size (spec §5), in screen px. */
var MIN_IMAGE_SIZE_PX = 20;
/** The image's box: bounds are `{x, y, width, height}` (or `{x, y, w, h}`), x/y the top-left corner. */
function imageBox(image) {
	const b = image.bounds;
	return {
		x: b.x,
		y: b.y,
		width: b.width ?? b.w ?? 0,
		height: b.height ?? b.h ?? 0
	};
}
/** True when the image is drawn (visible unless `visible: false`). */
function isShownImage(image) {
	return image.visible !== false;
}
/** Selectable: unlocked and visible (spec §4.6). */
function isSelectableImage(image) {
	return image.locked !== true && isShownImage(image);
}
/** The topmost shown image under a graph point (later in the list = on top); `selectable` skips locked ones. */
function imageAt(images, p, selectable) {
	for (let i = images.length - 1; i >= 0; i--) {
		const image = images[i];
		if (!isShownImage(image) || selectable && image.locked === true) continue;
		const b = imageBox(image);
		if (p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height) return image;
	}
	return null;
}
/** The resize handle of a selected image under a screen point, or null. */
function imageHandleAt(camera, image, screen) {
	const b = imageBox(image);
	return hitResizeHandle(camera, b.x + b.width / 2, b.y + b.height / 2, b.width, b.height, screen);
}
/**
* New bounds when dragging `corner` to `to` (graph units) with the opposite corner fixed; each side keeps at
* least `min` graph units.
*/
function resizedBounds(image, corner, to, min) {
	const b = imageBox(image);
	const right = b.x + b.width;
	const bottom = b.y + b.height;
	const west = corner === "nw" || corner === "sw";
	const north = corner === "nw" || corner === "ne";
	const x0 = west ? Math.min(to.x, right - min) : b.x;
	const x1 = west ? right : Math.max(to.x, b.x + min);
	const y0 = north ? Math.min(to.y, bottom - min) : b.y;
	const y1 = north ? bottom : Math.max(to.y, b.y + min);
	return {
		x: x0,
		y: y0,
		width: x1 - x0,
		height: y1 - y0
	};
}
/** The image with new bounds, written in the same shape (`width/height` or `w/h`) it came with. */
function withBounds(image, box) {
	const bounds = image.bounds.width === void 0 && image.bounds.w !== void 0 ? {
		...image.bounds,
		x: box.x,
		y: box.y,
		w: box.width,
		h: box.height
	} : {
		...image.bounds,
		x: box.x,
		y: box.y,
		width: box.width,
		height: box.height
	};
	return {
		...image,
		bounds
	};
}
/** Defaults and limits of the drawing tools (spec §9). */
var DRAWING_DEFAULTS = {
	strokeWidth: 3,
	strokeColor: "#000000",
	eraserSize: 10
};
/** Is the pointer further than the drag threshold from where it was pressed? */
function movedBeyondThreshold(start, p) {
	return Math.hypot(p.x - start.x, p.y - start.y) > 3;
}
// engine/src/tools/EngineToolContext.ts
/**
* The ToolContext the engine gives its tools: hit-testing on the scene, selection changes that emit
* `selectionchange`, previews, and proposals that emit `transaction`. Works without a canvas, so tools are tested
* headless with it.
*/
var EngineToolContext = class {
	parts;
	overlay = {
		box: null,
		rubberBand: null,
		drawing: null,
		eraser: null,
		guides: null,
		grid: false,
		selectedImage: null,
		imagePreview: null
	};
	drawingStyle = { ...DRAWING_DEFAULTS };
	scene;
	camera;
	selection;
	constructor(parts) {
		this.parts = parts;
		this.scene = parts.scene;
		this.camera = parts.camera;
		this.selection = parts.selection;
	}
	isReadOnly() {
		return this.parts.isReadOnly();
	}
	/** The topmost node, else an edge, else a shown support image, else the canvas. */
	hitTest(p) {
		const target = hitTest(this.scene, p.graph.x, p.graph.y, this.camera.zoom);
		if (target.kind !== "canvas") return target;
		const image = imageAt(this.scene.state?.canvas?.backgroundImages ?? [], p.graph, false);
		return image ? {
			kind: "image",
			id: image.id
		} : target;
	}
	/** The single selected node when it shows resize handles (select tool, editable, unlocked). */
	resizableNode() {
		if (this.parts.isReadOnly() || this.parts.getTool() !== "select" || this.selection.nodes.size !== 1) return null;
		const [id] = this.selection.nodes;
		const node = this.scene.node(id);
		return node && !isLocked(node) && this.scene.isShown(id) ? node : null;
	}
	hitHandle(p) {
		const node = this.resizableNode();
		const style = node && this.scene.nodeStyle(node.data.id);
		if (!node || !style) return null;
		return hitResizeHandle(this.camera, node.position.x, node.position.y, style.width, style.height, p.screen);
	}
	setSelection(nodes, edges) {
		if (this.selection.set(nodes, edges)) this.selectionChanged();
		this.selectImage(null);
	}
	selectImage(id) {
		if ((this.overlay.selectedImage ?? null) === id) return;
		if (id !== null && this.selection.set([], [])) this.selectionChanged();
		this.overlay.selectedImage = id;
		this.parts.emitter.emit("imageselectionchange", { id });
		this.parts.invalidate();
	}
	toggleNode(id) {
		if (this.selection.toggleNode(id)) this.selectionChanged();
	}
	toggleEdge(id) {
		if (this.selection.toggleEdge(id)) this.selectionChanged();
	}
	setPreview(nodes) {
		this.scene.setPreview(nodes);
		this.parts.invalidate();
	}
	propose(tx) {
		this.parts.emitter.emit("transaction", tx);
	}
	emitClick(event, payload) {
		this.parts.emitter.emit(event, payload);
	}
	panBy(dx, dy) {
		this.parts.panBy(dx, dy);
	}
	setTool(tool) {
		this.parts.setTool(tool);
	}
	invalidate() {
		this.parts.invalidate();
	}
	gridEnabled() {
		return this.overlay.grid === true;
	}
	requestText(p) {
		this.parts.emitter.emit("textrequest", {
			screen: p.screen,
			graph: p.graph
		});
	}
	/** Emits the current selection and redraws the overlay. */
	selectionChanged() {
		this.parts.emitter.emit("selectionchange", this.selection.snapshot());
		this.parts.invalidate();
	}
};
// engine/src/tools/StateMachine.ts
/**
* A tool made of states with typed ids, one file per state (tldraw's child states). `Infos` maps each state id
* to what `transition` passes to its `enter`.
*/
var StateMachine = class {
	id;
	states = /* @__PURE__ */ new Map();
	current;
	constructor(id) {
		this.id = id;
	}
	/** Registers the states; the machine starts in `idle`. */
	init(states) {
		for (const state of states) this.states.set(state.id, state);
		this.current = this.states.get("idle");
		return this;
	}
	get stateId() {
		return this.current.id;
	}
	/** Leaves the current state and enters `id` with `info`. */
	transition(id, info) {
		const next = this.states.get(id);
		if (!next) throw new Error(`unknown tool state ${id}`);
		this.current.exit?.();
		this.current = next;
		next.enter?.(info);
	}
	onPointerDown(p) {
		this.current.onPointerDown?.(p);
	}
	onPointerMove(p) {
		this.current.onPointerMove?.(p);
	}
	onPointerUp(p) {
		this.current.onPointerUp?.(p);
	}
	cancel() {
		this.current.onCancel?.();
		if (this.current.id !== "idle") this.transition("idle", void 0);
	}
};
// engine/src/tools/select/Idle.ts
/** Waiting: a press decides between resizing, pointing at a node or edge, and pointing at the canvas. */
var SelectIdle = class {
	machine;
	ctx;
	id = "idle";
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	onPointerDown(p) {
		if (p.button !== 0) return;
		const corner = this.ctx.hitHandle(p);
		const only = this.ctx.selection.nodes.size === 1 ? [...this.ctx.selection.nodes][0] : null;
		if (corner && only) {
			this.machine.transition("resizing", {
				id: only,
				corner,
				screen: p.screen
			});
			return;
		}
		if (this.pressSupportImage(p)) return;
		const target = this.ctx.hitTest(p);
		let selectedOnDown = false;
		if (target.kind === "node" && !p.shiftKey && !this.ctx.selection.nodes.has(target.id)) {
			this.ctx.setSelection([target.id], []);
			selectedOnDown = true;
		}
		this.machine.transition("pointing", {
			target,
			screen: p.screen,
			graph: p.graph,
			shiftKey: p.shiftKey,
			selectedOnDown
		});
	}
	/** A press on the selected image's handle resizes it; on an unlocked, visible image selects and moves it. */
	pressSupportImage(p) {
		if (this.ctx.isReadOnly()) return false;
		const images = this.ctx.scene.state?.canvas?.backgroundImages ?? [];
		const selected = images.find((image) => image.id === this.ctx.overlay.selectedImage);
		const corner = selected && imageHandleAt(this.ctx.camera, selected, p.screen);
		if (selected && corner) {
			this.machine.transition("resizing_image", {
				image: selected,
				corner
			});
			return true;
		}
		const target = this.ctx.hitTest(p);
		const image = target.kind === "image" ? images.find((i) => i.id === target.id) : void 0;
		if (!image || !isSelectableImage(image)) return false;
		this.ctx.selectImage(image.id);
		this.machine.transition("dragging_image", {
			image,
			start: p.graph
		});
		return true;
	}
};
// engine/src/tools/select/Pointing.ts
/** Pressed, not moved yet: releasing is a click; moving past the threshold starts a drag, box or pan. */
var Pointing = class {
	machine;
	ctx;
	id = "pointing";
	info;
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.info = info;
	}
	onPointerMove(p) {
		if (!movedBeyondThreshold(this.info.screen, p.screen)) return;
		const { target, graph, screen, shiftKey } = this.info;
		if (target.kind === "node" && !this.ctx.isReadOnly()) {
			if (shiftKey && !this.ctx.selection.nodes.has(target.id)) this.ctx.toggleNode(target.id);
			this.machine.transition("dragging_nodes", { start: graph });
		} else if (target.kind === "canvas" && shiftKey) this.machine.transition("box_selecting", {
			start: graph,
			additive: true
		});
		else this.machine.transition("panning", { screen });
		this.machine.onPointerMove(p);
	}
	onPointerUp(p) {
		const { target, shiftKey, selectedOnDown } = this.info;
		const info = {
			target,
			screen: p.screen,
			graph: p.graph,
			shiftKey: p.shiftKey,
			button: p.button
		};
		if (target.kind === "node") {
			if (shiftKey) this.ctx.toggleNode(target.id);
			else if (!selectedOnDown) this.ctx.setSelection([target.id], []);
			this.ctx.emitClick("nodeclick", info);
		} else if (target.kind === "edge") {
			if (shiftKey) this.ctx.toggleEdge(target.id);
			else this.ctx.setSelection([], [target.id]);
			this.ctx.emitClick("edgeclick", info);
		} else {
			if (!shiftKey) this.ctx.setSelection([], []);
			this.ctx.emitClick("canvasclick", info);
		}
		this.machine.transition("idle", void 0);
	}
};
// engine/src/tools/select/BoxSelecting.ts
/** Shift+drag on the canvas: nodes touching the rectangle join the selection as it grows. */
var BoxSelecting = class {
	machine;
	ctx;
	id = "box_selecting";
	start = {
		x: 0,
		y: 0
	};
	baseNodes = [];
	baseEdges = [];
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.start = info.start;
		this.baseNodes = info.additive ? [...this.ctx.selection.nodes] : [];
		this.baseEdges = info.additive ? [...this.ctx.selection.edges] : [];
	}
	onPointerMove(p) {
		const box = boxFromPoints(this.start.x, this.start.y, p.graph.x, p.graph.y);
		this.ctx.overlay.box = box;
		this.ctx.setSelection([...this.baseNodes, ...nodesInBox(this.ctx.scene, box)], this.baseEdges);
		this.ctx.invalidate();
	}
	onPointerUp(p) {
		this.onPointerMove(p);
		this.machine.transition("idle", void 0);
	}
	exit() {
		this.ctx.overlay.box = null;
		this.ctx.invalidate();
	}
};
// engine/src/tools/select/Panning.ts
/** Dragging the empty canvas moves the view with the pointer. */
var Panning = class {
	machine;
	ctx;
	id = "panning";
	last = {
		x: 0,
		y: 0
	};
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.last = {
			x: info.screen.x,
			y: info.screen.y
		};
	}
	onPointerMove(p) {
		this.ctx.panBy(p.screen.x - this.last.x, p.screen.y - this.last.y);
		this.last = {
			x: p.screen.x,
			y: p.screen.y
		};
	}
	onPointerUp() {
		this.machine.transition("idle", void 0);
	}
};
/**
* The node record after dragging `corner` to `p`: the opposite corner stays where it was and the size never
* drops below MIN_NODE_SIZE. `width`/`height` are the node's current (resolved) size.
*/
function resizedNode(node, width, height, corner, p) {
	const sx = corner === "ne" || corner === "se" ? 1 : -1;
	const sy = corner === "sw" || corner === "se" ? 1 : -1;
	const anchorX = node.position.x - sx * width / 2;
	const anchorY = node.position.y - sy * height / 2;
	const w = Math.max(10, (p.x - anchorX) * sx);
	const h = Math.max(10, (p.y - anchorY) * sy);
	return {
		...node,
		position: {
			...node.position,
			x: anchorX + sx * w / 2,
			y: anchorY + sy * h / 2
		},
		data: {
			...node.data,
			dimensions: {
				...node.data.dimensions,
				width: w,
				height: h
			}
		}
	};
}
/** Dragging a corner handle of the single selected node; release proposes `element.resize`. */
var Resizing = class {
	machine;
	ctx;
	id = "resizing";
	original = null;
	next = null;
	corner = "se";
	size = {
		width: 0,
		height: 0
	};
	pressedAt = {
		x: 0,
		y: 0
	};
	moved = false;
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		const node = this.ctx.scene.state?.getNode(info.id);
		const style = this.ctx.scene.nodeStyle(info.id);
		const usable = node && style && !isLocked(node) && !this.ctx.isReadOnly();
		this.original = usable ? node : null;
		this.next = null;
		this.corner = info.corner;
		this.pressedAt = info.screen;
		this.moved = false;
		this.size = style ? {
			width: style.width,
			height: style.height
		} : {
			width: 0,
			height: 0
		};
	}
	onPointerMove(p) {
		if (!this.original) return;
		if (!this.moved && !movedBeyondThreshold(this.pressedAt, p.screen)) return;
		this.moved = true;
		this.next = resizedNode(this.original, this.size.width, this.size.height, this.corner, p.graph);
		this.ctx.setPreview(/* @__PURE__ */ new Map([[this.original.data.id, this.next]]));
	}
	onPointerUp(p) {
		this.onPointerMove(p);
		const from = this.original;
		const to = this.next;
		this.ctx.setPreview(null);
		this.original = null;
		this.machine.transition("idle", void 0);
		if (from && to) this.ctx.propose(createTransaction("element.resize", [{
			type: "node.update",
			id: from.data.id,
			from,
			to
		}]));
	}
	onCancel() {
		this.original = null;
		this.ctx.setPreview(null);
	}
};
// engine/src/tools/image/DraggingImage.ts
/** Moving the selected support image; previewed, proposed on release as one `element.drag` (imagemoved). */
var DraggingImage = class {
	machine;
	ctx;
	id = "dragging_image";
	start = {
		x: 0,
		y: 0
	};
	original = null;
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.original = info.image;
		this.start = info.start;
	}
	onPointerMove(p) {
		if (!this.original) return;
		const b = imageBox(this.original);
		this.ctx.overlay.imagePreview = withBounds(this.original, {
			...b,
			x: b.x + p.graph.x - this.start.x,
			y: b.y + p.graph.y - this.start.y
		});
		this.ctx.invalidate();
	}
	onPointerUp(p) {
		this.onPointerMove(p);
		const from = this.original;
		const to = this.ctx.overlay.imagePreview;
		this.onCancel();
		this.machine.transition("idle", void 0);
		if (from && to && (to.bounds.x !== from.bounds.x || to.bounds.y !== from.bounds.y)) this.ctx.propose(createTransaction("element.drag", [{
			type: "image.update",
			id: from.id,
			from,
			to
		}]));
	}
	onCancel() {
		this.original = null;
		this.ctx.overlay.imagePreview = null;
		this.ctx.invalidate();
	}
};
// engine/src/tools/image/ResizingImage.ts
/**
* Resizing the selected support image by a corner (opposite corner fixed, never under twice the handle size);
* previewed, proposed on release as one `element.resize` (imageresized).
*/
var ResizingImage = class {
	machine;
	ctx;
	id = "resizing_image";
	original = null;
	corner = "se";
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.original = info.image;
		this.corner = info.corner;
	}
	onPointerMove(p) {
		if (!this.original) return;
		const min = MIN_IMAGE_SIZE_PX / this.ctx.camera.zoom;
		this.ctx.overlay.imagePreview = withBounds(this.original, resizedBounds(this.original, this.corner, p.graph, min));
		this.ctx.invalidate();
	}
	onPointerUp(p) {
		this.onPointerMove(p);
		const from = this.original;
		const to = this.ctx.overlay.imagePreview;
		this.onCancel();
		this.machine.transition("idle", void 0);
		if (from && to && JSON.stringify(from.bounds) !== JSON.stringify(to.bounds)) this.ctx.propose(createTransaction("element.resize", [{
			type: "image.update",
			id: from.id,
			from,
			to
		}]));
	}
	onCancel() {
		this.original = null;
		this.ctx.overlay.imagePreview = null;
		this.ctx.invalidate();
	}
};
// engine/src/tools/select/SelectTool.ts
/** Builds the select tool: click/Shift+click selection, drag nodes, box select, pan, resize, support images. */
function createSelectTool(ctx) {
	const machine = new StateMachine("select");
	return machine.init([
		new SelectIdle(machine, ctx),
		new Pointing(machine, ctx),
		new DraggingNodes(machine, ctx),
		new BoxSelecting(machine, ctx),
		new Panning(machine, ctx),
		new Resizing(machine, ctx),
		new DraggingImage(machine, ctx),
		new ResizingImage(machine, ctx)
	]);
}
// engine/src/tools/connect/Idle.ts
/** Waiting for a source: a press on a node starts a connection, a press elsewhere pans. */
var ConnectIdle = class {
	machine;
	ctx;
	id = "idle";
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	onPointerDown(p) {
		if (p.button !== 0) return;
		const target = this.ctx.hitTest(p);
		if (target.kind === "node" && !this.ctx.isReadOnly()) this.machine.transition("connecting", {
			source: target.id,
			screen: p.screen,
			graph: p.graph
		});
		else this.machine.transition("panning", { screen: p.screen });
	}
};
// engine/src/tools/connect/Connecting.ts
/**
* A source is chosen and a rubber band follows the pointer. Releasing after a drag, or pressing after a click,
* on another node completes the edge; anywhere else cancels.
*/
var Connecting = class {
	machine;
	ctx;
	id = "connecting";
	info;
	pressed = false;
	dragged = false;
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.info = info;
		this.pressed = true;
		this.dragged = false;
		this.showBand(info.graph);
	}
	onPointerMove(p) {
		if (this.pressed && movedBeyondThreshold(this.info.screen, p.screen)) this.dragged = true;
		this.showBand(p.graph);
	}
	onPointerDown(p) {
		this.finish(p);
	}
	onPointerUp(p) {
		if (this.pressed && !this.dragged) {
			this.pressed = false;
			return;
		}
		if (this.pressed) this.finish(p);
	}
	exit() {
		this.ctx.overlay.rubberBand = null;
		this.ctx.invalidate();
	}
	finish(p) {
		const target = hitNode(this.ctx.scene, p.graph.x, p.graph.y);
		const source = this.info.source;
		this.machine.transition("idle", void 0);
		if (!target || target === source) return;
		const edge = createEdge({
			source,
			target,
			settings: this.ctx.scene.state?.settings ?? void 0
		});
		this.ctx.propose(createTransaction("edge.added", [{
			type: "edge.add",
			edge
		}]));
		this.ctx.setTool("select");
	}
	showBand(to) {
		const node = this.ctx.scene.node(this.info.source);
		if (!node) return;
		this.ctx.overlay.rubberBand = {
			from: {
				x: node.position.x,
				y: node.position.y
			},
			to: {
				x: to.x,
				y: to.y
			}
		};
		this.ctx.invalidate();
	}
};
// engine/src/tools/connect/ConnectTool.ts
/**
* Builds the connect tool (spec §4.5): press on a node and release on another, or click one then the other; the
* new edge is proposed as an `edge.added` transaction and the tool returns to select.
*/
function createConnectTool(ctx) {
	const machine = new StateMachine("connect");
	return machine.init([
		new ConnectIdle(machine, ctx),
		new Connecting(machine, ctx),
		new Panning(machine, ctx)
	]);
}
// engine/src/tools/draw/drawingGeometry.ts
/** The drawings of a canvas, or an empty set. */
function drawingOf(data) {
	return {
		...data,
		paths: data?.paths ?? [],
		texts: data?.texts ?? []
	};
}
/** Squared distance from p to the segment a–b. */
function segmentDistance2(p, a, b) {
	const dx = b.x - a.x;
	const dy = b.y - a.y;
	const len2 = dx * dx + dy * dy;
	const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
	const x = a.x + t * dx - p.x;
	const y = a.y + t * dy - p.y;
	return x * x + y * y;
}
/** True when the eraser circle touches the stroke (its width included). */
function pathTouches(path, at, radius) {
	const r = radius + path.strokeWidth / 2;
	const r2 = r * r;
	const pts = path.points;
	if (pts.length === 1) return segmentDistance2(at, pts[0], pts[0]) <= r2;
	for (let i = 1; i < pts.length; i++) if (segmentDistance2(at, pts[i - 1], pts[i]) <= r2) return true;
	return false;
}
/** True when the eraser circle touches a text annotation's approximate box (its anchor is the top-left). */
function textTouches(text, at, radius) {
	const w = text.text.length * text.fontSize * .6;
	const h = text.fontSize * 1.2;
	const nx = Math.max(text.x, Math.min(at.x, text.x + w));
	const ny = Math.max(text.y, Math.min(at.y, text.y + h));
	return (nx - at.x) ** 2 + (ny - at.y) ** 2 <= radius * radius;
}
/** The drawings without what the eraser at `at` touches; the same object when nothing is touched. */
function eraseAt(data, at, radius) {
	const paths = data.paths.filter((path) => !pathTouches(path, at, radius));
	const texts = data.texts.filter((text) => !textTouches(text, at, radius));
	return paths.length === data.paths.length && texts.length === data.texts.length ? data : {
		...data,
		paths,
		texts
	};
}
/** Drops points closer than `minGap` to the previous kept point (keeps the last), so strokes stay light. */
function simplifyStroke(points, minGap) {
	if (points.length <= 2) return points.map((p) => ({
		x: p.x,
		y: p.y
	}));
	const out = [{
		x: points[0].x,
		y: points[0].y
	}];
	for (let i = 1; i < points.length - 1; i++) {
		const last = out[out.length - 1];
		if (Math.hypot(points[i].x - last.x, points[i].y - last.y) >= minGap) out.push({
			x: points[i].x,
			y: points[i].y
		});
	}
	const end = points[points.length - 1];
	out.push({
		x: end.x,
		y: end.y
	});
	return out;
}
// engine/src/tools/draw/DrawTool.ts
/** Waiting for a press to start a stroke. */
var DrawIdle = class {
	machine;
	ctx;
	id = "idle";
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	onPointerDown(p) {
		if (p.button === 0 && !this.ctx.isReadOnly()) this.machine.transition("drawing", { start: p.graph });
	}
};
/**
* A freehand stroke in graph coordinates (`coordSpace: 'graph'`), previewed while drawing and proposed on release
* as one `drawing.updated` transaction.
*/
var Drawing = class {
	machine;
	ctx;
	id = "drawing";
	points = [];
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.points = [{
			x: info.start.x,
			y: info.start.y
		}];
		this.preview();
	}
	onPointerMove(p) {
		this.points.push({
			x: p.graph.x,
			y: p.graph.y
		});
		this.preview();
	}
	onPointerUp(p) {
		this.points.push({
			x: p.graph.x,
			y: p.graph.y
		});
		const state = this.ctx.scene.state;
		const { strokeWidth, strokeColor } = this.ctx.drawingStyle;
		const points = simplifyStroke(this.points, 1 / this.ctx.camera.zoom);
		this.end();
		if (!state) return;
		const current = drawingOf(state.canvas?.drawingData);
		const next = {
			...current,
			paths: [...current.paths, {
				points,
				strokeWidth,
				strokeColor,
				coordSpace: "graph"
			}]
		};
		this.ctx.propose(createTransaction("drawing.updated", setDrawingOps(state, next)));
	}
	onCancel() {
		this.points = [];
		this.ctx.overlay.drawing = null;
		this.ctx.invalidate();
	}
	end() {
		this.ctx.overlay.drawing = null;
		this.machine.transition("idle", void 0);
		this.ctx.invalidate();
	}
	preview() {
		const current = drawingOf(this.ctx.scene.state?.canvas?.drawingData);
		const { strokeWidth, strokeColor } = this.ctx.drawingStyle;
		this.ctx.overlay.drawing = {
			...current,
			paths: [...current.paths, {
				points: this.points,
				strokeWidth,
				strokeColor,
				coordSpace: "graph"
			}]
		};
		this.ctx.invalidate();
	}
};
/** Builds the draw tool (spec §2.6): freehand strokes with the toolbar's width and colour. */
function createDrawTool(ctx) {
	const machine = new StateMachine("draw");
	return machine.init([new DrawIdle(machine, ctx), new Drawing(machine, ctx)]);
}
// engine/src/tools/draw/EraseTool.ts
function radiusOf(ctx) {
	return ctx.drawingStyle.eraserSize / 2 / ctx.camera.zoom;
}
function showEraser(ctx, p) {
	ctx.overlay.eraser = {
		x: p.graph.x,
		y: p.graph.y,
		radius: radiusOf(ctx)
	};
	ctx.invalidate();
}
/** Hovering: shows the eraser's circle; a press starts erasing. */
var EraseIdle = class {
	machine;
	ctx;
	id = "idle";
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	onPointerMove(p) {
		showEraser(this.ctx, p);
	}
	onPointerDown(p) {
		if (p.button !== 0 || this.ctx.isReadOnly()) return;
		this.machine.transition("erasing", void 0);
		this.machine.onPointerMove(p);
	}
	onCancel() {
		this.ctx.overlay.eraser = null;
		this.ctx.invalidate();
	}
};
/** Dragging: strokes and texts the eraser touches vanish (previewed); release proposes one `drawing.updated`. */
var Erasing = class {
	machine;
	ctx;
	id = "erasing";
	before = {
		paths: [],
		texts: []
	};
	after = this.before;
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter() {
		this.before = drawingOf(this.ctx.scene.state?.canvas?.drawingData);
		this.after = this.before;
	}
	onPointerMove(p) {
		this.after = eraseAt(this.after, p.graph, radiusOf(this.ctx));
		this.ctx.overlay.drawing = this.after === this.before ? null : this.after;
		showEraser(this.ctx, p);
	}
	onPointerUp(p) {
		this.onPointerMove(p);
		const state = this.ctx.scene.state;
		const changed = this.after !== this.before;
		const next = this.after;
		this.ctx.overlay.drawing = null;
		this.machine.transition("idle", void 0);
		this.ctx.invalidate();
		if (state && changed) this.ctx.propose(createTransaction("drawing.updated", setDrawingOps(state, next)));
	}
	onCancel() {
		this.ctx.overlay.drawing = null;
		this.ctx.overlay.eraser = null;
		this.ctx.invalidate();
	}
};
/** Builds the erase tool (spec §2.6): removes strokes and text annotations under an eraser of 5–50 px. */
function createEraseTool(ctx) {
	const machine = new StateMachine("erase");
	return machine.init([new EraseIdle(machine, ctx), new Erasing(machine, ctx)]);
}
// engine/src/tools/draw/TextTool.ts
var TextIdle = class {
	machine;
	ctx;
	id = "idle";
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	onPointerDown(p) {
		if (p.button === 0 && !this.ctx.isReadOnly()) this.machine.transition("pressed", { screen: p.screen });
	}
};
/** Pressed: a release in place asks the shell for the text ('Enter text:'); a drag does nothing. */
var TextPressed = class {
	machine;
	ctx;
	id = "pressed";
	screen = {
		x: 0,
		y: 0
	};
	constructor(machine, ctx) {
		this.machine = machine;
		this.ctx = ctx;
	}
	enter(info) {
		this.screen = info.screen;
	}
	onPointerUp(p) {
		this.machine.transition("idle", void 0);
		if (!movedBeyondThreshold(this.screen, p.screen)) this.ctx.requestText(p);
	}
};
/**
* Builds the text tool (spec §2.6): a click emits `textrequest`; the shell prompts and, unless the text is blank,
* adds the annotation (16 px, stroke colour) with `addAnnotationOps`.
*/
function createTextTool(ctx) {
	const machine = new StateMachine("text");
	return machine.init([new TextIdle(machine, ctx), new TextPressed(machine, ctx)]);
}
// engine/src/layout/SceneFeed.ts
/** Operations given to the scene per check of the clock. */
var BATCH = 128;
/**
* Hands a big transaction's operations to the scene a time slice per frame (re-indexing 100k moved nodes and their
* edges takes seconds), so the page keeps painting and answering input. The scene re-reads each named record from
* the state when it gets the operation, so later changes to those records are never undone by a late slice.
*/
var SceneFeed = class {
	scene;
	ops = [];
	next = 0;
	constructor(scene) {
		this.scene = scene;
	}
	/** True while operations wait for the scene. */
	get active() {
		return this.next < this.ops.length;
	}
	/** Queues `ops` after whatever still waits. */
	add(ops) {
		if (!this.active) {
			this.ops = [];
			this.next = 0;
		}
		for (const op of ops) this.ops.push(op);
	}
	/** Gives the scene operations until `budgetMs` have passed; true while some still wait. */
	step(budgetMs, now = () => performance.now()) {
		const end = now() + budgetMs;
		while (this.active) {
			const stop = Math.min(this.ops.length, this.next + BATCH);
			this.scene.applyOps(this.ops.slice(this.next, stop));
			this.next = stop;
			if (now() >= end) break;
		}
		if (!this.active) this.ops = [];
		return this.active;
	}
	/** Gives the scene everything left now. */
	finish() {
		this.step(Infinity);
	}
};
// engine/src/layout/sceneOps.ts
/** Settings that steer layouts only: no resolved style reads them, so the scene need not reload for them. */
var LAYOUT_SETTINGS = /* @__PURE__ */ new Set([
	"templateEngine",
	"templateApplied",
	"disableAutomaticPositioning"
]);
/**
* The operations the scene must follow: all but the changes of {@link LAYOUT_SETTINGS} (any other settings change
* reloads the whole scene, a second of main-thread work at 100k nodes, for nothing it could show).
*/
function sceneOps(ops) {
	const skip = (op) => op.type === "settings.update" && LAYOUT_SETTINGS.has(op.key);
	return ops.some(skip) ? ops.filter((op) => !skip(op)) : ops;
}
// engine/src/layout/graph/buildForest.ts
/** The root of spec §4.1: `rootId` when it exists, else the first node with no incoming edge, else the first. */
function findRoot(input) {
	if (input.nodes.length === 0) return null;
	if (input.rootId && input.nodes.some((n) => n.id === input.rootId)) return input.rootId;
	const targets = /* @__PURE__ */ new Set();
	for (const e of input.edges) if (e.source !== e.target) targets.add(e.target);
	return (input.nodes.find((n) => !targets.has(n.id)) ?? input.nodes[0]).id;
}
/** Builds the spanning forest of `input` (see {@link Forest}). */
function buildForest(input, options) {
	const n = input.nodes.length;
	const ids = input.nodes.map((node) => node.id);
	const index = /* @__PURE__ */ new Map();
	ids.forEach((id, i) => index.set(id, i));
	const warnings = [];
	const out = outgoingLists(input, index, n);
	const parent = new Int32Array(n).fill(-1);
	const depth = new Int32Array(n).fill(-1);
	const childCount = new Int32Array(n);
	const order = new Int32Array(n);
	const roots = [];
	const unreached = [];
	let reached = 0;
	let extraEdges = 0;
	let cycleWarned = false;
	let depthWarned = false;
	const grow = (root) => {
		roots.push(root);
		depth[root] = 0;
		let head = reached;
		order[reached++] = root;
		while (head < reached) {
			const u = order[head++];
			if (options.maxDepth !== void 0 && depth[u] >= options.maxDepth) {
				if (out.start[u] < out.start[u + 1] && !depthWarned) {
					warnings.push(`Max depth ${options.maxDepth} reached`);
					depthWarned = true;
				}
				continue;
			}
			for (let k = out.start[u]; k < out.start[u + 1]; k++) {
				const v = out.targets[k];
				if (depth[v] !== -1 || v === root) {
					extraEdges++;
					if (!cycleWarned && isAncestor(v, u, parent)) {
						warnings.push("Cycle detected");
						cycleWarned = true;
					}
					continue;
				}
				parent[v] = u;
				depth[v] = depth[u] + 1;
				childCount[u]++;
				order[reached++] = v;
			}
		}
	};
	const rootId = findRoot(input);
	if (rootId === null) warnings.push("Root node not found.");
	else grow(index.get(rootId));
	if (options.includeUnreached) {
		for (let i = 0; i < n; i++) if (depth[i] === -1 && out.indegree[i] === 0) grow(i);
		for (let i = 0; i < n; i++) if (depth[i] === -1) grow(i);
	} else for (let i = 0; i < n; i++) if (depth[i] === -1) unreached.push(i);
	const childStart = new Int32Array(n + 1);
	for (let i = 0; i < n; i++) childStart[i + 1] = childStart[i] + childCount[i];
	const fill = childStart.slice(0, n);
	const children = new Int32Array(childStart[n]);
	for (let k = 0; k < reached; k++) {
		const v = order[k];
		if (parent[v] !== -1) children[fill[parent[v]]++] = v;
	}
	return {
		n,
		ids,
		index,
		roots,
		parent,
		depth,
		childStart,
		children,
		order: order.subarray(0, reached),
		unreached,
		extraEdges,
		warnings
	};
}
/** Outgoing adjacency in compressed rows, in edge order, plus in-degrees. Self-loops are dropped. */
function outgoingLists(input, index, n) {
	const start = new Int32Array(n + 1);
	const indegree = new Int32Array(n);
	const pairs = [];
	for (const e of input.edges) {
		const s = index.get(e.source);
		const t = index.get(e.target);
		if (s === void 0 || t === void 0 || s === t) continue;
		pairs.push(s, t);
		start[s + 1]++;
		indegree[t]++;
	}
	for (let i = 0; i < n; i++) start[i + 1] += start[i];
	const fill = start.slice(0, n);
	const targets = new Int32Array(pairs.length / 2);
	for (let k = 0; k < pairs.length; k += 2) targets[fill[pairs[k]]++] = pairs[k + 1];
	return {
		start,
		targets,
		indegree
	};
}
/** True when `a` is `b` or an ancestor of `b` in the forest built so far. */
function isAncestor(a, b, parent) {
	for (let v = b, steps = 0; v !== -1 && steps < 1e4; v = parent[v], steps++) if (v === a) return true;
	return false;
}
// \0vite/preload-helper.js
var scriptRel = "modulepreload";
var assetsURL = function(dep, importerUrl) {
	return new URL(dep, importerUrl).href;
};
var seen = {};
var isCssPreloadUrl = function isCssPreloadUrl(url) {
	return url.pathname.endsWith(".css");
};
var preloadOnce = function preloadOnce(seen, href, preload) {
	if (href in seen) return seen[href];
	const promise = preload();
	if (!promise) {
		seen[href] = void 0;
		return;
	}
	const preloadPromise = promise.then(() => {
		seen[href] = void 0;
	}, (err) => {
		seen[href] = void 0;
		throw err;
	});
	seen[href] = preloadPromise;
	return preloadPromise;
};
var __vitePreload = function preload(baseModule, deps, importerUrl) {
	let promise = Promise.resolve();
	if (deps && deps.length > 0) {
		let preloadedHrefs;
		const cspNonceMeta = document.querySelector("meta[property=csp-nonce]");
		const cspNonce = cspNonceMeta?.nonce || cspNonceMeta?.getAttribute("nonce");
		function allSettled(promises) {
			return Promise.all(promises.map((p) => Promise.resolve(p).then((value) => ({
				status: "fulfilled",
				value
			}), (reason) => ({
				status: "rejected",
				reason
			}))));
		}
		function importMetaResolve(specifier) {
			if (import.meta.resolve) return new URL(import.meta.resolve(specifier));
			return new URL(
				specifier,
				/** #__KEEP__ */
				import.meta.url
			);
		}
		promise = allSettled(deps.map((depString) => {
			depString = assetsURL(depString, importerUrl);
			const dep = importMetaResolve(depString);
			const isCss = isCssPreloadUrl(dep);
			return preloadOnce(seen, dep.href, () => {
				if (preloadedHrefs === void 0) {
					preloadedHrefs = {
						all: /* @__PURE__ */ new Set(),
						styles: /* @__PURE__ */ new Set()
					};
					const links = document.getElementsByTagName("link");
					for (let i = links.length - 1; i >= 0; i--) {
						const link = links[i];
						preloadedHrefs.all.add(link.href);
						if (link.rel === "stylesheet") preloadedHrefs.styles.add(link.href);
					}
				}
				if ((isCss ? preloadedHrefs.styles : preloadedHrefs.all).has(dep.href)) return;
				const link = document.createElement("link");
				link.rel = isCss ? "stylesheet" : scriptRel;
				if (!isCss) link.as = "script";
				link.crossOrigin = "";
				link.href = dep.href;
				if (cspNonce) link.setAttribute("nonce", cspNonce);
				document.head.appendChild(link);
				if (isCss) return new Promise((res, rej) => {
					const handleSettle = (e) => {
						link.removeEventListener("load", handleSettle);
						link.removeEventListener("error", handleSettle);
						if (e.type === "error") rej(/* @__PURE__ */ new Error(`Unable to preload CSS for ${dep}`));
						else res(e);
					};
					link.addEventListener("load", handleSettle);
					link.addEventListener("error", handleSettle);
				});
			});
		}).filter((p) => p !== void 0));
	}
	function handlePreloadError(err) {
		const e = new Event("vite:preloadError", { cancelable: true });
		e.payload = err;
		window.dispatchEvent(e);
		if (!e.defaultPrevented) throw err;
	}
	return promise.then((res) => {
		for (const item of res || []) {
			if (item.status !== "rejected") continue;
			handlePreloadError(item.reason);
		}
		return baseModule().catch(handlePreloadError);
	});
};
var elk = null;
/**
* ELK's layered algorithm (Sugiyama) for maps that are graphs rather than trees: cycles reversed, crossings
* reduced, nodes placed by Brandes–Köpf (network simplex is far slower). Centres in `xy` pairs, by input order.
*/
async function elkLayered(input, direction, spacing, boxOf) {
	if (!elk) {
		const { default: ELK } = await __vitePreload(async () => {
			const { default: ELK } = await import("./elk.bundled-DtB9W2gi.js").then((m) => /* @__PURE__ */ __toESM(m.default, 1));
			return { default: ELK };
		}, [], import.meta.url);
		elk = new ELK();
	}
	const index = /* @__PURE__ */ new Map();
	input.nodes.forEach((node, i) => index.set(node.id, i));
	const graph = {
		id: "__root",
		layoutOptions: {
			"elk.algorithm": "layered",
			"elk.direction": direction,
			"elk.layered.nodePlacement.strategy": "BRANDES_KOEPF",
			"elk.spacing.nodeNode": String(spacing.nodeGap),
			"elk.layered.spacing.nodeNodeBetweenLayers": String(spacing.layerGap),
			"elk.spacing.componentComponent": String(spacing.nodeGap * 2)
		},
		children: input.nodes.map((node, i) => ({
			id: node.id,
			...boxOf(i)
		})),
		edges: input.edges.filter((e) => index.has(e.source) && index.has(e.target) && e.source !== e.target).map((e) => ({
			id: e.id,
			sources: [e.source],
			targets: [e.target]
		}))
	};
	const laid = await elk.layout(graph);
	const xy = new Float64Array(2 * input.nodes.length);
	for (const child of laid.children ?? []) {
		const i = index.get(child.id);
		xy[2 * i] = (child.x ?? 0) + (child.width ?? 0) / 2;
		xy[2 * i + 1] = (child.y ?? 0) + (child.height ?? 0) / 2;
	}
	return xy;
}
// engine/src/layout/templates/colors.ts
/** The standard mind map's eight branch colours (spec §9). */
var STANDARD_BRANCH_COLORS = [
	"#FF6B6B",
	"#4ECDC4",
	"#45B7D1",
	"#96CEB4",
	"#FECA57",
	"#FF9FF3",
	"#54A0FF",
	"#5F27CD"
];
/** `hsl(h, s%, l%)` as `#rrggbb` (h in degrees, s and l in 0–1). */
function hslToHex(h, s, l) {
	const k = (n) => (n + h / 30) % 12;
	const a = s * Math.min(l, 1 - l);
	const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
	return `#${[
		f(0),
		f(8),
		f(4)
	].map((v) => hex2(v * 255)).join("")}`;
}
/** `#rrggbb` with an alpha, as the `rgba()` string maps store. */
function withAlpha(hex, alpha) {
	const v = parseInt(hex.slice(1, 7), 16);
	const a = Math.round(alpha * 1e3) / 1e3;
	return `rgba(${v >> 16 & 255}, ${v >> 8 & 255}, ${v & 255}, ${a})`;
}
/**
* The horizontal tree's "random colour per branch" (spec §9), drawn from a hash of the branch's id: random across
* branches, but stable across re-layouts, so adding a node does not repaint the whole map.
*/
function branchColor(branchId) {
	let hash = 2166136261;
	for (let i = 0; i < branchId.length; i++) hash = Math.imul(hash ^ branchId.charCodeAt(i), 16777619);
	return hslToHex((hash >>> 0) % 360, .65, .5);
}
function hex2(v) {
	return Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, "0");
}
// engine/src/layout/tidy/tidyTree.ts
/**
* A layered tidy tree in linear time: Walker's algorithm as made linear by Buchheim, Jünger and Leipert (threads
* along the contours, shifts applied lazily), extended to nodes of any breadth: neighbours on one level keep
* `(sizeA + sizeB) / 2 + gap` between centres. Every level is a band as deep as its deepest node, so nodes never
* overlap. Iterative throughout: a 100k-deep chain does not overflow the stack.
*
* `breadthSize` is the size across the tree (width for top-down), `depthSize` the size along it.
*/
function tidyTree(forest, breadthSize, depthSize, options) {
	const { n } = forest;
	const v0 = n;
	const size = new Float64Array(n + 1);
	size.set(breadthSize.subarray(0, n));
	const parent = new Int32Array(n + 1);
	parent.set(forest.parent);
	parent[v0] = -1;
	for (const r of forest.roots) parent[r] = v0;
	const first = new Int32Array(n + 1).fill(-1);
	const last = new Int32Array(n + 1).fill(-1);
	const leftSibling = new Int32Array(n + 1).fill(-1);
	const number = new Int32Array(n + 1);
	const link = (p, kids, from, to) => {
		for (let k = from; k < to; k++) {
			const c = kids[k];
			number[c] = k - from;
			leftSibling[c] = k > from ? kids[k - 1] : -1;
		}
		if (to > from) {
			first[p] = kids[from];
			last[p] = kids[to - 1];
		}
	};
	for (let i = 0; i < n; i++) link(i, forest.children, forest.childStart[i], forest.childStart[i + 1]);
	link(v0, forest.roots, 0, forest.roots.length);
	const prelim = new Float64Array(n + 1);
	const mod = new Float64Array(n + 1);
	const shift = new Float64Array(n + 1);
	const change = new Float64Array(n + 1);
	const midpoint = new Float64Array(n + 1);
	const thread = new Int32Array(n + 1).fill(-1);
	const ancestor = new Int32Array(n + 1);
	for (let i = 0; i <= n; i++) ancestor[i] = i;
	const distance = (a, b) => (size[a] + size[b]) / 2 + (parent[a] === parent[b] ? options.siblingGap : options.subtreeGap);
	const nextLeft = (v) => first[v] !== -1 ? first[v] : thread[v];
	const nextRight = (v) => last[v] !== -1 ? last[v] : thread[v];
	const moveSubtree = (wm, wp, amount) => {
		const subtrees = number[wp] - number[wm];
		change[wp] -= amount / subtrees;
		shift[wp] += amount;
		change[wm] += amount / subtrees;
		prelim[wp] += amount;
		mod[wp] += amount;
	};
	const apportion = (v, defaultAncestor) => {
		const w = leftSibling[v];
		if (w === -1) return defaultAncestor;
		let vip = v;
		let vop = v;
		let vim = w;
		let vom = first[parent[v]];
		let sip = mod[vip];
		let sop = mod[vop];
		let sim = mod[vim];
		let som = mod[vom];
		while (nextRight(vim) !== -1 && nextLeft(vip) !== -1) {
			vim = nextRight(vim);
			vip = nextLeft(vip);
			vom = nextLeft(vom);
			vop = nextRight(vop);
			ancestor[vop] = v;
			const s = prelim[vim] + sim - (prelim[vip] + sip) + distance(vim, vip);
			if (s > 0) {
				const a = parent[ancestor[vim]] === parent[v] ? ancestor[vim] : defaultAncestor;
				moveSubtree(a, v, s);
				sip += s;
				sop += s;
			}
			sim += mod[vim];
			sip += mod[vip];
			som += mod[vom];
			sop += mod[vop];
		}
		if (nextRight(vim) !== -1 && nextRight(vop) === -1) {
			thread[vop] = nextRight(vim);
			mod[vop] += sim - sop;
		}
		if (nextLeft(vip) !== -1 && nextLeft(vom) === -1) {
			thread[vom] = nextLeft(vip);
			mod[vom] += sip - som;
			return v;
		}
		return defaultAncestor;
	};
	/** Places `w` right of its left sibling (its own subtree is already laid out). */
	const place = (w) => {
		const left = leftSibling[w];
		if (first[w] === -1) prelim[w] = left === -1 ? 0 : prelim[left] + distance(left, w);
		else if (left === -1) prelim[w] = midpoint[w];
		else {
			prelim[w] = prelim[left] + distance(left, w);
			mod[w] = prelim[w] - midpoint[w];
		}
	};
	for (const v of postOrder(v0, last, leftSibling)) {
		if (first[v] === -1) continue;
		let defaultAncestor = first[v];
		for (let w = first[v]; w !== -1; w = w === last[v] ? -1 : nextSiblingOf(w)) {
			place(w);
			defaultAncestor = apportion(w, defaultAncestor);
		}
		let s = 0;
		let c = 0;
		for (let w = last[v]; w !== -1; w = leftSibling[w]) {
			prelim[w] += s;
			mod[w] += s;
			c += change[w];
			s += shift[w] + c;
		}
		midpoint[v] = (prelim[first[v]] + prelim[last[v]]) / 2;
	}
	place(v0);
	const breadth = new Float64Array(n).fill(NaN);
	const stackNode = [v0];
	const stackMod = [0];
	while (stackNode.length > 0) {
		const v = stackNode.pop();
		const m = stackMod.pop();
		if (v !== v0) breadth[v] = prelim[v] + m;
		for (let w = first[v]; w !== -1; w = w === last[v] ? -1 : nextSiblingOf(w)) {
			stackNode.push(w);
			stackMod.push(m + mod[v]);
		}
	}
	return {
		breadth,
		depth: levelCentres(forest, depthSize, options)
	};
	function nextSiblingOf(w) {
		const p = parent[w];
		if (p === v0) return forest.roots[number[w] + 1];
		return forest.children[forest.childStart[p] + number[w] + 1];
	}
}
/** Children before parents, without recursion. */
function postOrder(root, last, leftSibling) {
	const out = [];
	const stack = [root];
	while (stack.length > 0) {
		const v = stack.pop();
		out.push(v);
		for (let w = last[v]; w !== -1; w = leftSibling[w]) stack.push(w);
	}
	return out.reverse();
}
/** Centre of each node along the depth axis: levels are bands as deep as their deepest node. */
function levelCentres(forest, depthSize, options) {
	let levels = 0;
	for (const v of forest.order) levels = Math.max(levels, forest.depth[v] + 1);
	const band = new Float64Array(levels);
	for (const v of forest.order) band[forest.depth[v]] = Math.max(band[forest.depth[v]], depthSize[v]);
	const centre = new Float64Array(levels);
	for (let d = 1; d < levels; d++) {
		const apart = (band[d - 1] + band[d]) / 2 + options.levelGap;
		centre[d] = centre[d - 1] + Math.max(apart, options.levelStep ?? 0);
	}
	const out = new Float64Array(forest.n).fill(NaN);
	for (const v of forest.order) out[v] = centre[forest.depth[v]];
	return out;
}
// engine/src/layout/templates/layeredTree.ts
/**
* Lays a forest out as a tidy tree in `direction` and returns centres in `xy` (pairs, NaN for nodes not in the
* forest), translated so the map's root stays where it is (or goes to 0,0 when it is unpositioned).
*/
function layeredTree(input, forest, direction, spacing, boxOf) {
	const { n } = forest;
	const breadthSize = new Float64Array(n);
	const depthSize = new Float64Array(n);
	for (let i = 0; i < n; i++) {
		const box = boxOf(i);
		breadthSize[i] = direction === "TD" ? box.width : box.height;
		depthSize[i] = direction === "TD" ? box.height : box.width;
	}
	const placement = tidyTree(forest, breadthSize, depthSize, spacing);
	const xy = new Float64Array(2 * n);
	const sign = direction === "RL" ? -1 : 1;
	for (let i = 0; i < n; i++) {
		const b = placement.breadth[i];
		const d = placement.depth[i] * sign;
		xy[2 * i] = direction === "TD" ? b : d;
		xy[2 * i + 1] = direction === "TD" ? d : b;
	}
	if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
	return xy;
}
/** Where the root should stay: its current centre, or the origin when it is unpositioned. */
function anchorOf(input, root) {
	const node = input.nodes[root];
	return isUnpositioned(node) ? {
		x: 0,
		y: 0
	} : node.position;
}
/** Translates every pair of `xy` so node `i` lands on `at`. */
function anchorAt(xy, i, at) {
	const dx = at.x - xy[2 * i];
	const dy = at.y - xy[2 * i + 1];
	for (let k = 0; k < xy.length; k += 2) {
		xy[k] += dx;
		xy[k + 1] += dy;
	}
}
/** The first-level ancestor of every reached node (-1 for roots and unreached nodes). */
function branchOf(forest) {
	const branch = new Int32Array(forest.n).fill(-1);
	for (const v of forest.order) {
		const p = forest.parent[v];
		if (p === -1) continue;
		branch[v] = forest.parent[p] === -1 ? v : branch[p];
	}
	return branch;
}
/** 'Tree TD': spacing 1.5, padding 30, animation 800–1000 ms. */
var TREE_TD = {
	spacing: 1.5,
	padding: 30
};
/** 'Tree LR': rank separation 300, spacing 1.3, edge width 3, node background at alpha 0.1. */
var TREE_LR = {
	rankSeparation: 300,
	spacing: 1.3,
	edgeWidth: 3,
	backgroundAlpha: .1
};
/** OrganogramTemplate: top-bottom, rank separation 120, spacing 1.7, nodes 80×80 with labels below. */
var ORGANOGRAM = {
	rankSeparation: 120,
	spacing: 1.7,
	nodeSize: 80,
	labelBand: 40
};
/**
* A layered layout: the linear-time tidy tree when the map is a forest, or too big for ELK; ELK layered with
* Brandes–Köpf when cross links make it a graph of at most {@link ELK_MAX_NODES} nodes.
*/
async function layered(input, spec) {
	const forest = buildForest(input, { includeUnreached: true });
	const boxOf = spec.boxOf?.(input) ?? ((i) => ({
		width: input.nodes[i].width,
		height: input.nodes[i].height
	}));
	if (forest.extraEdges > 0 && forest.n <= 1e3) {
		const xy = await elkLayered(input, spec.direction === "TD" ? "DOWN" : "RIGHT", {
			nodeGap: spec.nodeGap,
			layerGap: spec.levelGap
		}, boxOf);
		if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
		return {
			xy,
			forest,
			algorithm: "elk-layered"
		};
	}
	const spacing = {
		siblingGap: spec.nodeGap,
		subtreeGap: spec.nodeGap * 1.5,
		levelGap: spec.levelGap
	};
	return {
		xy: layeredTree(input, forest, spec.direction, spacing, boxOf),
		forest,
		algorithm: "tidy-tree"
	};
}
function result(forest, xy, algorithm, nodeStyles = {}, edgeStyles = {}) {
	return {
		ids: forest.ids,
		xy,
		nodeStyles,
		edgeStyles,
		warnings: forest.warnings,
		algorithm
	};
}
/** BaseTemplate: a top-down tree, spacing 3. */
var baseTemplate = {
	name: "BaseTemplate",
	animationMs: [500, 800],
	async layout(input) {
		const { xy, forest, algorithm } = await layered(input, {
			direction: "TD",
			nodeGap: 60,
			levelGap: 120
		});
		return result(forest, xy, algorithm);
	}
};
/** 'Tree TD' (Árvore Vertical): a vertical tree, spacing 1.5. */
var treeTDTemplate = {
	name: "Tree TD",
	portugueseName: "Árvore Vertical",
	animationMs: [800, 1e3],
	async layout(input) {
		const { xy, forest, algorithm } = await layered(input, {
			direction: "TD",
			nodeGap: 20 * TREE_TD.spacing,
			levelGap: 40 * TREE_TD.spacing
		});
		return result(forest, xy, algorithm);
	}
};
/** 'Tree LR': a horizontal tree, rank separation 300, one colour per first-level branch, edges 3 wide. */
var treeLRTemplate = {
	name: "Tree LR",
	animationMs: [300, 800],
	async layout(input) {
		const { xy, forest, algorithm } = await layered(input, {
			direction: "LR",
			nodeGap: 20 * TREE_LR.spacing,
			levelGap: TREE_LR.rankSeparation
		});
		const branch = branchOf(forest);
		const nodeStyles = {};
		const colorOf = /* @__PURE__ */ new Map();
		for (const v of forest.order) {
			if (branch[v] === -1) continue;
			let color = colorOf.get(branch[v]);
			if (!color) colorOf.set(branch[v], color = branchColor(forest.ids[branch[v]]));
			nodeStyles[forest.ids[v]] = {
				backgroundColor: withAlpha(color, TREE_LR.backgroundAlpha),
				borderColor: color
			};
		}
		const edgeStyles = {};
		for (const e of input.edges) {
			const t = forest.index.get(e.target);
			const color = t === void 0 || branch[t] === -1 ? void 0 : colorOf.get(branch[t]);
			edgeStyles[e.id] = color ? {
				width: TREE_LR.edgeWidth,
				color
			} : { width: TREE_LR.edgeWidth };
		}
		return result(forest, xy, algorithm, nodeStyles, edgeStyles);
	}
};
/** OrganogramTemplate (Organograma): top-bottom, nodes 80×80 with their labels below, square connectors. */
var organogramTemplate = {
	name: "OrganogramTemplate",
	portugueseName: "Organograma",
	animationMs: [400, 400],
	async layout(input) {
		const size = ORGANOGRAM.nodeSize;
		const boxOf = (inp) => (i) => ({
			width: Math.max(size, Math.min(240, inp.nodes[i].label.length * 12)),
			height: size + ORGANOGRAM.labelBand
		});
		const { xy, forest, algorithm } = await layered(input, {
			direction: "TD",
			nodeGap: 20 * ORGANOGRAM.spacing,
			levelGap: ORGANOGRAM.rankSeparation,
			boxOf
		});
		const nodeStyles = {};
		for (const id of forest.ids) nodeStyles[id] = {
			dimensions: {
				width: size,
				height: size
			},
			textPosition: "bottom"
		};
		const edgeStyles = {};
		for (const e of input.edges) edgeStyles[e.id] = { shape: "taxi" };
		return result(forest, xy, algorithm, nodeStyles, edgeStyles);
	}
};
// engine/src/layout/templates/gridBelow.ts
/**
* Puts nodes `ids` (indexes into `xy`, which holds NaN for them) in a square grid of `cell`-sized cells below
* everything already placed (whose boxes `sizeOf` gives): the spot for nodes a layout could not reach.
*/
function gridBelow(xy, ids, cell, sizeOf) {
	if (ids.length === 0) return;
	let minX = Infinity;
	let bottom = -Infinity;
	for (let i = 0; 2 * i < xy.length; i++) {
		if (Number.isNaN(xy[2 * i])) continue;
		const { width, height } = sizeOf(i);
		minX = Math.min(minX, xy[2 * i] - width / 2);
		bottom = Math.max(bottom, xy[2 * i + 1] + height / 2);
	}
	if (minX === Infinity) {
		minX = 0;
		bottom = 0;
	}
	const columns = Math.ceil(Math.sqrt(ids.length));
	ids.forEach((v, k) => {
		xy[2 * v] = minX + cell / 2 + k % columns * cell;
		xy[2 * v + 1] = bottom + cell + Math.floor(k / columns) * cell;
	});
}
// engine/src/layout/templates/radialTemplate.ts
/** The radial mind map's constants (spec §9). */
var RADIAL = {
	baseRadius: 360,
	levelSpacing: 220,
	rootSize: 220,
	sizeStep: 40,
	minSize: 50,
	rootEdgeWidth: 26,
	edgeWidthStep: 4,
	minEdgeWidth: 2,
	opacityStep: .08,
	minOpacity: .4,
	saturation: .75,
	lightness: .45,
	maxDepth: 10,
	/** Room kept between neighbours on a ring, so big maps widen their rings instead of overlapping. */
	ringGap: 30
};
/** Node size at `depth`: 220 − 40 per level, at least 50. */
var radialNodeSize = (depth) => Math.max(RADIAL.minSize, RADIAL.rootSize - RADIAL.sizeStep * depth);
/** Width of an edge leaving a node at `depth`: 26 − 4 per level, at least 2. */
var radialEdgeWidth = (depth) => Math.max(RADIAL.minEdgeWidth, RADIAL.rootEdgeWidth - RADIAL.edgeWidthStep * depth);
/** Opacity of an edge leaving a node at `depth`: 1 − 0.08 per level, at least 0.4. */
var radialEdgeOpacity = (depth) => Math.max(RADIAL.minOpacity, Math.round((1 - RADIAL.opacityStep * depth) * 100) / 100);
/**
* Radius of every ring: 360 for the first, +220 per level, widened when a ring would crowd its nodes (each leaf
* gets an equal angle, so neighbours on a ring are at least one leaf's angle apart).
*/
function ringRadii(levels, leaves) {
	const radius = new Float64Array(levels);
	for (let d = 1; d < levels; d++) {
		const spec = RADIAL.baseRadius + (d - 1) * RADIAL.levelSpacing;
		const chordNeeded = radialNodeSize(d) * Math.SQRT2 + RADIAL.ringGap;
		const crowd = leaves > 1 ? chordNeeded / (2 * Math.sin(Math.PI / leaves)) : 0;
		radius[d] = Math.max(spec, crowd, d > 1 ? radius[d - 1] + RADIAL.levelSpacing : 0);
	}
	return radius;
}
/**
* The radial mind map ('{name}Template'; ours is named after Tony Buzan): the root in the centre, each level on a
* ring, every branch in its own evenly spaced hue, sizes and edge widths shrinking with depth. Recursion stops at
* depth 10 and on cycles; nodes the root does not reach go into a grid below.
*/
var radialTemplate = {
	name: "BuzanTemplate",
	animationMs: [500, 800],
	fitPadding: 80,
	layout(input) {
		const forest = buildForest(input, {
			includeUnreached: false,
			maxDepth: RADIAL.maxDepth
		});
		const { n, order, parent, depth, children, childStart } = forest;
		const leaves = new Float64Array(n);
		let levels = 0;
		for (let k = order.length - 1; k >= 0; k--) {
			const v = order[k];
			levels = Math.max(levels, depth[v] + 1);
			if (childStart[v] === childStart[v + 1]) leaves[v] = 1;
			if (parent[v] !== -1) leaves[parent[v]] += leaves[v];
		}
		const radius = ringRadii(levels, order.length > 0 ? leaves[order[0]] : 0);
		const start = new Float64Array(n);
		const span = new Float64Array(n);
		const xy = new Float64Array(2 * n).fill(NaN);
		if (order.length > 0) span[order[0]] = 2 * Math.PI;
		for (const v of order) {
			const angle = start[v] + span[v] / 2;
			xy[2 * v] = radius[depth[v]] * Math.cos(angle);
			xy[2 * v + 1] = radius[depth[v]] * Math.sin(angle);
			let at = start[v];
			for (let k = childStart[v]; k < childStart[v + 1]; k++) {
				const c = children[k];
				start[c] = at;
				span[c] = span[v] * leaves[c] / leaves[v];
				at += span[c];
			}
		}
		if (order.length > 0) anchorAt(xy, order[0], anchorOf(input, order[0]));
		let cell = 0;
		for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
		gridBelow(xy, forest.unreached, cell + RADIAL.ringGap, (i) => {
			const size = depth[i] === -1 ? null : radialNodeSize(depth[i]);
			return size ? {
				width: size,
				height: size
			} : input.nodes[i];
		});
		const branch = branchOf(forest);
		const firstLevel = order.length > 0 ? children.subarray(childStart[order[0]], childStart[order[0] + 1]) : [];
		const hue = /* @__PURE__ */ new Map();
		firstLevel.forEach((b, i) => hue.set(b, hslToHex(i * 360 / firstLevel.length, RADIAL.saturation, RADIAL.lightness)));
		const nodeStyles = {};
		for (const v of order) {
			const size = radialNodeSize(depth[v]);
			const style = { dimensions: {
				width: size,
				height: size
			} };
			const color = hue.get(branch[v]);
			if (color) Object.assign(style, {
				borderColor: color,
				backgroundColor: withAlpha(color, .12)
			});
			nodeStyles[forest.ids[v]] = style;
		}
		const edgeStyles = {};
		for (const e of input.edges) {
			const s = forest.index.get(e.source);
			const t = forest.index.get(e.target);
			if (s === void 0 || t === void 0 || depth[s] === -1 || parent[t] !== s) continue;
			const color = hue.get(branch[t]) ?? "#999999";
			edgeStyles[e.id] = {
				width: radialEdgeWidth(depth[s]),
				color: withAlpha(color, radialEdgeOpacity(depth[s]))
			};
		}
		return {
			ids: forest.ids,
			xy,
			nodeStyles,
			edgeStyles,
			warnings: forest.warnings,
			algorithm: "radial"
		};
	}
};
// engine/src/layout/graph/subForest.ts
/**
* The part of `forest` whose nodes pass `keep` (a kept node's parent must be kept too), with fresh child lists:
* the standard mind map lays out each side of the root as its own tree. Linear in the forest's size.
*/
function subForest(forest, keep) {
	const { n } = forest;
	const childCount = new Int32Array(n);
	const order = [];
	for (const v of forest.order) {
		if (!keep(v)) continue;
		order.push(v);
		if (forest.parent[v] !== -1) childCount[forest.parent[v]]++;
	}
	const childStart = new Int32Array(n + 1);
	for (let i = 0; i < n; i++) childStart[i + 1] = childStart[i] + childCount[i];
	const fill = childStart.slice(0, n);
	const children = new Int32Array(childStart[n]);
	for (const v of order) if (forest.parent[v] !== -1) children[fill[forest.parent[v]]++] = v;
	return {
		...forest,
		roots: forest.roots.filter(keep),
		childStart,
		children,
		order: Int32Array.from(order)
	};
}
// engine/src/layout/templates/standardMindMapTemplate.ts
/** The standard mind map's constants (spec §9). */
var STANDARD_MIND_MAP = {
	levelWidth: 420,
	leafHeight: 120,
	gap: 40,
	fitPadding: 80
};
/**
* Sides of the first-level branches (spec §4.7): a branch keeps its `mmSide`; the others, sorted by label,
* alternate, each going to the side that has fewer branches so far (right first).
*/
function assignSides(input, firstLevel) {
	const sides = /* @__PURE__ */ new Map();
	let right = 0;
	let left = 0;
	for (const b of firstLevel) {
		const side = input.nodes[b].mmSide;
		if (side) {
			sides.set(b, side);
			if (side === "right") right++;
			else left++;
		}
	}
	const free = firstLevel.filter((b) => !sides.has(b)).sort((a, b) => input.nodes[a].label.localeCompare(input.nodes[b].label) || a - b);
	for (const b of free) {
		const side = right <= left ? "right" : "left";
		sides.set(b, side);
		if (side === "right") right++;
		else left++;
	}
	return sides;
}
function firstLevelOf(forest) {
	if (forest.roots.length === 0) return [];
	const root = forest.roots[0];
	return Array.from(forest.children.subarray(forest.childStart[root], forest.childStart[root + 1]));
}
/**
* StandardMindMapTemplate: the classic two-sided mind map. The root in the middle, first-level branches on the
* right or the left, each side a tidy tree growing outwards at 420 px per level with at least 120 px per leaf
* and 40 px between; every branch in one of eight colours. Nodes the root does not reach go into a grid below.
*/
var standardMindMapTemplate = {
	name: "StandardMindMapTemplate",
	animationMs: [500, 800],
	fitPadding: STANDARD_MIND_MAP.fitPadding,
	layout(input) {
		const forest = buildForest(input, { includeUnreached: false });
		const firstLevel = firstLevelOf(forest);
		const sides = assignSides(input, firstLevel);
		const branch = branchOf(forest);
		const spacing = {
			siblingGap: STANDARD_MIND_MAP.gap,
			subtreeGap: STANDARD_MIND_MAP.gap,
			levelGap: STANDARD_MIND_MAP.gap,
			levelStep: STANDARD_MIND_MAP.levelWidth
		};
		const boxOf = (i) => ({
			width: input.nodes[i].width,
			height: Math.max(input.nodes[i].height, STANDARD_MIND_MAP.leafHeight)
		});
		const xy = new Float64Array(2 * forest.n).fill(NaN);
		for (const side of ["right", "left"]) {
			const part = subForest(forest, (v) => branch[v] === -1 || sides.get(branch[v]) === side);
			const placed = layeredTree(input, part, side === "right" ? "LR" : "RL", spacing, boxOf);
			for (const v of part.order) {
				xy[2 * v] = placed[2 * v];
				xy[2 * v + 1] = placed[2 * v + 1];
			}
		}
		let cell = 0;
		for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
		gridBelow(xy, forest.unreached, cell + STANDARD_MIND_MAP.gap, boxOf);
		const colorOf = /* @__PURE__ */ new Map();
		firstLevel.forEach((b, i) => colorOf.set(b, STANDARD_BRANCH_COLORS[i % STANDARD_BRANCH_COLORS.length]));
		const nodeStyles = {};
		for (const v of forest.order) {
			const color = colorOf.get(branch[v]);
			if (!color) continue;
			const style = { borderColor: color };
			if (branch[v] === v) style.mmSide = sides.get(v);
			nodeStyles[forest.ids[v]] = style;
		}
		const edgeStyles = {};
		for (const e of input.edges) {
			const t = forest.index.get(e.target);
			const color = t === void 0 ? void 0 : colorOf.get(branch[t]);
			if (color && forest.parent[t] === forest.index.get(e.source)) edgeStyles[e.id] = { color };
		}
		return {
			ids: forest.ids,
			xy,
			nodeStyles,
			edgeStyles,
			warnings: forest.warnings,
			algorithm: "two-sided"
		};
	}
};
// engine/src/layout/templates/flashCardsTemplate.ts
/** Flashcard sizes (spec §2.20, §9): 400×240, or 300×200 when the window is under 768 px wide. */
var FLASHCARDS = {
	large: {
		width: 400,
		height: 240
	},
	small: {
		width: 300,
		height: 200
	},
	narrowWindow: 768,
	gap: 40
};
/** Every template that positions nodes, in the order the picker shows them. */
var LAYOUT_TEMPLATES = [
	baseTemplate,
	treeTDTemplate,
	treeLRTemplate,
	organogramTemplate,
	radialTemplate,
	standardMindMapTemplate,
	{
		name: "FlashCardsTemplate",
		animationMs: [500, 800],
		layout(input) {
			const forest = buildForest(input, { includeUnreached: true });
			const card = (input.viewportWidth ?? Infinity) < FLASHCARDS.narrowWindow ? FLASHCARDS.small : FLASHCARDS.large;
			const xy = new Float64Array(2 * forest.n);
			const nodeStyles = {};
			forest.order.forEach((v, k) => {
				xy[2 * v] = k * (card.width + FLASHCARDS.gap);
				xy[2 * v + 1] = 0;
				nodeStyles[forest.ids[v]] = { dimensions: { ...card } };
			});
			if (forest.roots.length > 0) anchorAt(xy, forest.roots[0], anchorOf(input, forest.roots[0]));
			return {
				ids: forest.ids,
				xy,
				nodeStyles,
				edgeStyles: {},
				warnings: forest.warnings,
				algorithm: "row"
			};
		}
	}
];
[...LAYOUT_TEMPLATES.map(({ name, portugueseName }) => ({
	name,
	portugueseName,
	automatic: true
}))];
/**
* The template named `name`, or null when it lays nothing out: 'No Template', and names whose behaviour the spec
* does not show (PomodoroTemplate) or that we do not know.
*/
function findTemplate(name) {
	return LAYOUT_TEMPLATES.find((t) => t.name === name) ?? null;
}
/** Used when the template is unknown. */
var DEFAULT_DURATION = [500, 800];
/** Smooth start and end. */
var easeInOut = (t) => t < .5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
/**
* Brings a `layout` transaction (already applied to the state) into the scene. Its operations reach the scene in
* time slices ({@link SceneFeed}: the first at once, then one per frame), and when at most
* {@link MAX_ANIMATED_NODES} nodes move, each moved node is shown at an interpolated position (through the scene's
* preview) until the template's duration (spec §9) is over; the duration grows within the template's range with
* the number of moved nodes. Bigger layouts jump into place as the slices arrive, and so does an animation whose
* frame took more than {@link MAX_FRAME_MS}: on a slow machine a jump is better than a stutter of long tasks.
*/
var LayoutAnimator = class {
	scene;
	clock;
	moves = [];
	startedAt = 0;
	duration = 0;
	feed;
	/** @param clock measures what a frame costs (the page's clock; tests pass their own). */
	constructor(scene, clock = () => performance.now()) {
		this.scene = scene;
		this.clock = clock;
		this.feed = new SceneFeed(scene);
	}
	/** True while the animation runs or operations still wait for the scene. */
	get active() {
		return this.moves.length > 0 || this.feed.active;
	}
	/** Starts bringing `tx` (already applied to the state) into the scene from `now`. */
	start(tx, now) {
		this.stopAnimation();
		const moves = [];
		let templateName;
		for (const op of tx.ops) {
			if (op.type === "settings.update" && op.key === "templateEngine") templateName = op.to;
			if (op.type !== "node.update") continue;
			const { from, to } = op;
			if (from.position.x !== to.position.x || from.position.y !== to.position.y) moves.push({
				id: op.id,
				from: from.position,
				to: to.position
			});
		}
		const animate = moves.length > 0 && moves.length <= 1e3;
		const moving = animate ? new Set(moves.map((m) => m.id)) : null;
		const ops = sceneOps(tx.ops);
		this.feed.add(moving ? ops.filter((op) => op.type !== "node.update" || !moving.has(op.id)) : ops);
		this.feed.step(10);
		if (!animate) return;
		templateName ??= this.scene.state?.settings?.templateEngine;
		const [min, max] = findTemplate(templateName)?.animationMs ?? DEFAULT_DURATION;
		this.duration = min + (max - min) * Math.min(1, moves.length / 500);
		this.startedAt = now;
		this.moves = moves;
		this.showFrame(now);
	}
	/** Shows the frame at `now` and feeds the scene a slice; false once both are over. */
	step(now) {
		if (this.feed.active) this.feed.step(10);
		if (this.moves.length > 0) this.showFrame(now);
		return this.active;
	}
	/** Jumps to the end of the animation (a gesture starts); slices still waiting keep coming one per frame. */
	finish() {
		this.stopAnimation();
	}
	showFrame(now) {
		const t = this.duration > 0 ? Math.min(1, (now - this.startedAt) / this.duration) : 1;
		if (t >= 1) {
			this.stopAnimation();
			return;
		}
		const began = this.clock();
		const k = easeInOut(t);
		const preview = /* @__PURE__ */ new Map();
		for (const { id, from, to } of this.moves) {
			const node = this.scene.state?.getNode(id);
			if (!node) continue;
			preview.set(id, {
				...node,
				position: {
					x: from.x + (to.x - from.x) * k,
					y: from.y + (to.y - from.y) * k
				}
			});
		}
		this.scene.setPreview(preview);
		if (this.clock() - began > 30) this.stopAnimation();
	}
	stopAnimation() {
		if (this.moves.length === 0) return;
		this.moves = [];
		this.scene.setPreview(null);
	}
};
// engine/src/EngineCore.ts
/** Tools that exist so far; `image` (support images) arrives later. */
var AVAILABLE_TOOLS = [
	"select",
	"connect",
	"draw",
	"erase",
	"text"
];
/** While these tools are active, the canvas neither pans nor zooms (spec §2.6). */
var DRAWING_TOOLS = /* @__PURE__ */ new Set([
	"draw",
	"erase",
	"text"
]);
/** Default zoom of `focusNode` (spec §9). */
var FOCUS_ZOOM = .4;
/**
* Everything the engine does that needs no canvas: the scene, camera, selection, tools and events, driven by
* pointer input in container coordinates. `MapEngineImpl` adds PixiJS drawing and the DOM on top; tests drive
* this directly (a headless engine, like tldraw's TestEditor).
*/
var EngineCore = class {
	scene = new MapScene();
	/** Streams big maps into the scene across frames (when `chunkedLoad` is on). */
	loader = new SceneLoader(this.scene);
	chunkedLoad;
	camera = new Camera();
	animator = new CameraAnimator(this.camera);
	/** Moves the nodes of a `layout` transaction into place over the template's duration. */
	layoutAnimator = new LayoutAnimator(this.scene, () => this.now());
	selection = new SelectionModel();
	emitter = new Emitter();
	ctx;
	tools;
	tool;
	readOnly;
	/** Asks for a frame: called after anything visible changed. */
	invalidate;
	now;
	constructor(options) {
		this.readOnly = options.readOnly ?? false;
		this.chunkedLoad = options.chunkedLoad ?? false;
		this.invalidate = options.invalidate;
		this.now = options.now ?? (() => performance.now());
		this.ctx = new EngineToolContext({
			scene: this.scene,
			camera: this.camera,
			selection: this.selection,
			emitter: this.emitter,
			isReadOnly: () => this.readOnly,
			getTool: () => this.tool.id,
			setTool: (tool) => this.setTool(tool),
			panBy: (dx, dy) => this.panBy(dx, dy),
			invalidate: () => this.invalidate()
		});
		this.tools = {
			select: createSelectTool(this.ctx),
			connect: createConnectTool(this.ctx),
			draw: createDrawTool(this.ctx),
			erase: createEraseTool(this.ctx),
			text: createTextTool(this.ctx)
		};
		this.tool = this.tools.select;
	}
	load(state) {
		this.tool.cancel();
		if (this.chunkedLoad && state.nodes.size + state.edges.size > 2e4) this.loader.start(state);
		else {
			this.loader.finish();
			this.scene.load(state);
		}
		this.pruneSelection();
		const canvas = state.canvas;
		if (canvas?.center && canvas.zoom) {
			this.camera.panTo(canvas.center);
			this.camera.zoomTo(canvas.zoom);
			this.viewportChanged();
		} else this.fit();
		this.invalidate();
	}
	apply(tx) {
		if (this.loader.active && (tx.source === "layout" || sceneOps(tx.ops).length > 0)) this.loader.finish();
		if (tx.source === "layout") this.layoutAnimator.start(tx, this.now());
		else this.scene.applyOps(sceneOps(tx.ops));
		this.pruneSelection();
		this.invalidate();
	}
	fit(padding = 40) {
		this.animator.cancel();
		const bounds = this.scene.contentBounds();
		if (bounds) this.camera.fit(bounds, padding);
		else {
			this.camera.panTo({
				x: 0,
				y: 0
			});
			this.camera.zoomTo(1);
		}
		this.viewportChanged();
	}
	/** `anchor` is a screen point (container px) that stays fixed; default the view centre. */
	zoomTo(zoom, anchor) {
		this.animator.cancel();
		this.camera.zoomTo(zoom, anchor);
		this.viewportChanged();
	}
	zoomIn() {
		this.zoomTo(this.camera.zoom * ZOOM_IN_STEP);
	}
	zoomOut() {
		this.zoomTo(this.camera.zoom * ZOOM_OUT_STEP);
	}
	panTo(center) {
		this.animator.cancel();
		this.camera.panTo(center);
		this.viewportChanged();
	}
	panBy(dx, dy) {
		this.animator.cancel();
		this.camera.panBy(dx, dy);
		this.viewportChanged();
	}
	focusNode(id, zoom = FOCUS_ZOOM) {
		const node = this.scene.node(id);
		if (!node) return;
		this.animator.animateTo(node.position, zoom, this.now());
		this.invalidate();
	}
	/** Loads the next slice of a chunked load and reports `loadprogress`; true while more remains. */
	stepLoad() {
		if (!this.loader.active) return false;
		const progress = this.loader.step(32, this.now);
		if (progress.done) this.pruneSelection();
		this.emitter.emit("loadprogress", {
			loaded: progress.loaded,
			total: progress.total,
			done: progress.done
		});
		return !progress.done;
	}
	/** Advances a running camera animation; true while it needs more frames. */
	stepAnimation(now) {
		const layoutMore = this.layoutAnimator.step(now);
		if (!this.animator.active) return layoutMore;
		const more = this.animator.step(now);
		this.viewportChanged();
		return more || layoutMore;
	}
	getViewport() {
		return {
			center: {
				x: this.camera.center.x,
				y: this.camera.center.y
			},
			zoom: this.camera.zoom
		};
	}
	setTool(tool) {
		if (!AVAILABLE_TOOLS.includes(tool)) {
			console.warn(`[mapa/engine] the "${tool}" tool is not available yet`);
			return;
		}
		if (tool === this.tool.id) return;
		this.tool.cancel();
		this.tool = this.tools[tool];
		this.ctx.overlay.eraser = null;
		this.emitter.emit("toolchange", { tool });
		this.invalidate();
	}
	getTool() {
		return this.tool.id;
	}
	/** Selects a support image, or none. */
	selectImage(id) {
		this.ctx.selectImage(id);
	}
	getSelectedImage() {
		return this.ctx.overlay.selectedImage ?? null;
	}
	/** Shows or hides the grid; while shown, dragged nodes snap to it (spec §2.4). */
	setGrid(enabled) {
		this.ctx.overlay.grid = enabled;
		this.invalidate();
	}
	/** True while the grid is shown. */
	getGrid() {
		return this.ctx.overlay.grid === true;
	}
	/** Sets the drawing tools' stroke width, colour and eraser size (clamped to spec §9's ranges). */
	setDrawingStyle(style) {
		const target = this.ctx.drawingStyle;
		if (style.strokeWidth !== void 0) target.strokeWidth = Math.min(20, Math.max(1, style.strokeWidth));
		if (style.eraserSize !== void 0) target.eraserSize = Math.min(50, Math.max(5, style.eraserSize));
		if (style.strokeColor !== void 0) target.strokeColor = style.strokeColor;
	}
	/** The current tool state's id, e.g. `dragging_nodes` (tests, debugging). */
	getToolState() {
		return this.tool.stateId;
	}
	select(selection) {
		this.ctx.setSelection(selection.nodes ?? [...this.selection.nodes], selection.edges ?? [...this.selection.edges]);
	}
	setReadOnly(readOnly) {
		if (readOnly) this.tool.cancel();
		this.readOnly = readOnly;
		this.invalidate();
	}
	/** What is under a screen point (container px). */
	hitTest(screen) {
		const g = this.camera.screenToGraph(screen);
		return hitTest(this.scene, g.x, g.y, this.camera.zoom);
	}
	/** True when resize handles show (one editable, unlocked node selected with the select tool). */
	showsHandles() {
		return this.ctx.resizableNode() !== null;
	}
	toGraph(screen) {
		return this.camera.screenToGraph(screen);
	}
	down(p) {
		this.animator.cancel();
		this.layoutAnimator.finish();
		this.tool.onPointerDown(p);
	}
	move(p) {
		this.tool.onPointerMove(p);
	}
	up(p) {
		this.tool.onPointerUp(p);
	}
	cancel() {
		this.tool.cancel();
	}
	wheel(screen, deltaY, deltaMode) {
		if (DRAWING_TOOLS.has(this.tool.id)) return;
		this.zoomTo(this.camera.zoom * wheelZoomFactor(deltaY, deltaMode, this.camera.height), screen);
	}
	doubleClick(p) {
		const target = this.ctx.hitTest(p);
		if (target.kind === "node") this.emitter.emit("nodedoubleclick", {
			...this.info(p, target),
			target
		});
	}
	contextMenu(p) {
		this.emitter.emit("contextmenu", this.info(p, this.ctx.hitTest(p)));
	}
	info(p, target) {
		return {
			target,
			screen: p.screen,
			graph: p.graph,
			shiftKey: p.shiftKey,
			button: p.button
		};
	}
	viewportChanged() {
		this.emitter.emit("viewportchange", this.getViewport());
		this.invalidate();
	}
	pruneSelection() {
		const state = this.scene.state;
		if (this.selection.prune((id) => !!state?.getNode(id), (id) => !!state?.getEdge(id))) this.ctx.selectionChanged();
		const imageId = this.ctx.overlay.selectedImage;
		const image = imageId ? state?.canvas?.backgroundImages?.find((i) => i.id === imageId) : void 0;
		if (imageId && (!image || !isSelectableImage(image))) this.ctx.selectImage(null);
	}
};
// node_modules/comlink/dist/esm/comlink.mjs
/**
* @license
* Copyright 2019 Google LLC
* SPDX-License-Identifier: Apache-2.0
*/
var proxyMarker = Symbol("Comlink.proxy");
var createEndpoint = Symbol("Comlink.endpoint");
var releaseProxy = Symbol("Comlink.releaseProxy");
var finalizer = Symbol("Comlink.finalizer");
var throwMarker = Symbol("Comlink.thrown");
var isObject = (val) => typeof val === "object" && val !== null || typeof val === "function";
/**
* Allows customizing the serialization of certain values.
*/
var transferHandlers = /* @__PURE__ */ new Map([["proxy", {
	canHandle: (val) => isObject(val) && val[proxyMarker],
	serialize(obj) {
		const { port1, port2 } = new MessageChannel();
		expose(obj, port1);
		return [port2, [port2]];
	},
	deserialize(port) {
		port.start();
		return wrap(port);
	}
}], ["throw", {
	canHandle: (value) => isObject(value) && throwMarker in value,
	serialize({ value }) {
		let serialized;
		if (value instanceof Error) serialized = {
			isError: true,
			value: {
				message: value.message,
				name: value.name,
				stack: value.stack
			}
		};
		else serialized = {
			isError: false,
			value
		};
		return [serialized, []];
	},
	deserialize(serialized) {
		if (serialized.isError) throw Object.assign(new Error(serialized.value.message), serialized.value);
		throw serialized.value;
	}
}]]);
function isAllowedOrigin(allowedOrigins, origin) {
	for (const allowedOrigin of allowedOrigins) {
		if (origin === allowedOrigin || allowedOrigin === "*") return true;
		if (allowedOrigin instanceof RegExp && allowedOrigin.test(origin)) return true;
	}
	return false;
}
function expose(obj, ep = globalThis, allowedOrigins = ["*"]) {
	ep.addEventListener("message", function callback(ev) {
		if (!ev || !ev.data) return;
		if (!isAllowedOrigin(allowedOrigins, ev.origin)) {
			console.warn(`Invalid origin '${ev.origin}' for comlink proxy`);
			return;
		}
		const { id, type, path } = Object.assign({ path: [] }, ev.data);
		const argumentList = (ev.data.argumentList || []).map(fromWireValue);
		let returnValue;
		try {
			const parent = path.slice(0, -1).reduce((obj, prop) => obj[prop], obj);
			const rawValue = path.reduce((obj, prop) => obj[prop], obj);
			switch (type) {
				case "GET":
					returnValue = rawValue;
					break;
				case "SET":
					parent[path.slice(-1)[0]] = fromWireValue(ev.data.value);
					returnValue = true;
					break;
				case "APPLY":
					returnValue = rawValue.apply(parent, argumentList);
					break;
				case "CONSTRUCT":
					returnValue = proxy(new rawValue(...argumentList));
					break;
				case "ENDPOINT":
					{
						const { port1, port2 } = new MessageChannel();
						expose(obj, port2);
						returnValue = transfer(port1, [port1]);
					}
					break;
				case "RELEASE":
					returnValue = void 0;
					break;
				default: return;
			}
		} catch (value) {
			returnValue = {
				value,
				[throwMarker]: 0
			};
		}
		Promise.resolve(returnValue).catch((value) => {
			return {
				value,
				[throwMarker]: 0
			};
		}).then((returnValue) => {
			const [wireValue, transferables] = toWireValue(returnValue);
			ep.postMessage(Object.assign(Object.assign({}, wireValue), { id }), transferables);
			if (type === "RELEASE") {
				ep.removeEventListener("message", callback);
				closeEndPoint(ep);
				if (finalizer in obj && typeof obj[finalizer] === "function") obj[finalizer]();
			}
		}).catch((error) => {
			const [wireValue, transferables] = toWireValue({
				value: /* @__PURE__ */ new TypeError("Unserializable return value"),
				[throwMarker]: 0
			});
			ep.postMessage(Object.assign(Object.assign({}, wireValue), { id }), transferables);
		});
	});
	if (ep.start) ep.start();
}
function isMessagePort(endpoint) {
	return endpoint.constructor.name === "MessagePort";
}
function closeEndPoint(endpoint) {
	if (isMessagePort(endpoint)) endpoint.close();
}
function wrap(ep, target) {
	const pendingListeners = /* @__PURE__ */ new Map();
	ep.addEventListener("message", function handleMessage(ev) {
		const { data } = ev;
		if (!data || !data.id) return;
		const resolver = pendingListeners.get(data.id);
		if (!resolver) return;
		try {
			resolver(data);
		} finally {
			pendingListeners.delete(data.id);
		}
	});
	return createProxy(ep, pendingListeners, [], target);
}
function throwIfProxyReleased(isReleased) {
	if (isReleased) throw new Error("Proxy has been released and is not useable");
}
function releaseEndpoint(ep) {
	return requestResponseMessage(ep, /* @__PURE__ */ new Map(), { type: "RELEASE" }).then(() => {
		closeEndPoint(ep);
	});
}
var proxyCounter = /* @__PURE__ */ new WeakMap();
var proxyFinalizers = "FinalizationRegistry" in globalThis && new FinalizationRegistry((ep) => {
	const newCount = (proxyCounter.get(ep) || 0) - 1;
	proxyCounter.set(ep, newCount);
	if (newCount === 0) releaseEndpoint(ep);
});
function registerProxy(proxy, ep) {
	const newCount = (proxyCounter.get(ep) || 0) + 1;
	proxyCounter.set(ep, newCount);
	if (proxyFinalizers) proxyFinalizers.register(proxy, ep, proxy);
}
function unregisterProxy(proxy) {
	if (proxyFinalizers) proxyFinalizers.unregister(proxy);
}
function createProxy(ep, pendingListeners, path = [], target = function() {}) {
	let isProxyReleased = false;
	const proxy = new Proxy(target, {
		get(_target, prop) {
			throwIfProxyReleased(isProxyReleased);
			if (prop === releaseProxy) return () => {
				unregisterProxy(proxy);
				releaseEndpoint(ep);
				pendingListeners.clear();
				isProxyReleased = true;
			};
			if (prop === "then") {
				if (path.length === 0) return { then: () => proxy };
				const r = requestResponseMessage(ep, pendingListeners, {
					type: "GET",
					path: path.map((p) => p.toString())
				}).then(fromWireValue);
				return r.then.bind(r);
			}
			return createProxy(ep, pendingListeners, [...path, prop]);
		},
		set(_target, prop, rawValue) {
			throwIfProxyReleased(isProxyReleased);
			const [value, transferables] = toWireValue(rawValue);
			return requestResponseMessage(ep, pendingListeners, {
				type: "SET",
				path: [...path, prop].map((p) => p.toString()),
				value
			}, transferables).then(fromWireValue);
		},
		apply(_target, _thisArg, rawArgumentList) {
			throwIfProxyReleased(isProxyReleased);
			const last = path[path.length - 1];
			if (last === createEndpoint) return requestResponseMessage(ep, pendingListeners, { type: "ENDPOINT" }).then(fromWireValue);
			if (last === "bind") return createProxy(ep, pendingListeners, path.slice(0, -1));
			const [argumentList, transferables] = processArguments(rawArgumentList);
			return requestResponseMessage(ep, pendingListeners, {
				type: "APPLY",
				path: path.map((p) => p.toString()),
				argumentList
			}, transferables).then(fromWireValue);
		},
		construct(_target, rawArgumentList) {
			throwIfProxyReleased(isProxyReleased);
			const [argumentList, transferables] = processArguments(rawArgumentList);
			return requestResponseMessage(ep, pendingListeners, {
				type: "CONSTRUCT",
				path: path.map((p) => p.toString()),
				argumentList
			}, transferables).then(fromWireValue);
		}
	});
	registerProxy(proxy, ep);
	return proxy;
}
function myFlat(arr) {
	return Array.prototype.concat.apply([], arr);
}
function processArguments(argumentList) {
	const processed = argumentList.map(toWireValue);
	return [processed.map((v) => v[0]), myFlat(processed.map((v) => v[1]))];
}
var transferCache = /* @__PURE__ */ new WeakMap();
function transfer(obj, transfers) {
	transferCache.set(obj, transfers);
	return obj;
}
function proxy(obj) {
	return Object.assign(obj, { [proxyMarker]: true });
}
function toWireValue(value) {
	for (const [name, handler] of transferHandlers) if (handler.canHandle(value)) {
		const [serializedValue, transferables] = handler.serialize(value);
		return [{
			type: "HANDLER",
			name,
			value: serializedValue
		}, transferables];
	}
	return [{
		type: "RAW",
		value
	}, transferCache.get(value) || []];
}
function fromWireValue(value) {
	switch (value.type) {
		case "HANDLER": return transferHandlers.get(value.name).deserialize(value.value);
		case "RAW": return value.value;
	}
}
function requestResponseMessage(ep, pendingListeners, msg, transfers) {
	return new Promise((resolve) => {
		const id = generateUUID();
		pendingListeners.set(id, resolve);
		if (ep.start) ep.start();
		ep.postMessage(Object.assign({ id }, msg), transfers);
	});
}
function generateUUID() {
	return new Array(4).fill(0).map(() => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER).toString(16)).join("-");
}
// engine/src/layout/packing/packedLayout.ts
var SEPARATOR = "\0";
/** Packs `list` (see {@link PackedStrings}). */
function packStrings(list) {
	for (const s of list) if (s.includes(SEPARATOR)) return [...list];
	return {
		joined: list.join(SEPARATOR),
		count: list.length
	};
}
/** The buffers of a packed request or result, to transfer instead of copying. */
function buffersOf(packed) {
	return ("sizes" in packed ? [
		packed.sizes,
		packed.positions,
		packed.sides,
		packed.ends
	] : [
		packed.xy,
		packed.nodeStyle,
		packed.edgeStyle
	]).map((a) => a.buffer);
}
// engine/src/layout/LayoutService.ts
/** The rejection of a layout request that a newer request replaced. */
var LayoutSupersededError = class extends Error {
	constructor() {
		super("A newer layout request replaced this one");
		this.name = "LayoutSupersededError";
	}
};
/**
* Runs templates in a Web Worker through comlink, so the main thread never blocks on a layout. One job at a
* time: a new request supersedes a running one, whose worker is terminated (a big layout cannot be interrupted
* any other way) and whose promise rejects with {@link LayoutSupersededError}. The worker starts on first use.
*/
var LayoutService = class {
	start;
	worker = null;
	remote = null;
	job = null;
	requests = 0;
	constructor(start) {
		this.start = start;
	}
	/**
	* Lays `input` out with template `name` in the worker. The input's buffers are transferred (they are unusable
	* here afterwards), so posting a 100k-node request costs the main thread a few milliseconds.
	*/
	run(name, input) {
		this.supersede();
		this.requests++;
		if (!this.remote) {
			this.worker = this.start();
			this.remote = wrap(this.worker.endpoint);
		}
		const remote = this.remote;
		return new Promise((resolve, reject) => {
			const job = { reject };
			this.job = job;
			remote.run(name, transfer(input, buffersOf(input))).then((result) => {
				if (this.job !== job) return;
				this.job = null;
				resolve(result);
			}, (error) => {
				if (this.job !== job) return;
				this.job = null;
				reject(error instanceof Error ? error : new Error(String(error)));
			});
		});
	}
	/** How many requests were made: work done for a request is stale once this moved on. */
	get requestCount() {
		return this.requests;
	}
	/** True while a layout runs. */
	get busy() {
		return this.job !== null;
	}
	/** Stops the worker; a running request rejects as superseded. */
	destroy() {
		this.supersede();
		this.stopWorker();
	}
	supersede() {
		const job = this.job;
		if (!job) return;
		this.job = null;
		this.stopWorker();
		job.reject(new LayoutSupersededError());
	}
	stopWorker() {
		this.worker?.terminate();
		this.worker = null;
		this.remote = null;
	}
};
// engine/src/layout/createLayoutWorker.ts
/**
* Starts the layout worker as a module worker Vite bundles (elkjs included). Kept apart so that only code running
* in a page evaluates `import.meta.url`.
*/
function createLayoutWorker() {
	const worker = new Worker(new URL(
		/* @vite-ignore */
		new URL("layout.worker-CUjmNs05.js", import.meta.url).href,
		"" + import.meta.url
	), {
		type: "module",
		name: "layout"
	});
	return {
		endpoint: worker,
		terminate: () => worker.terminate()
	};
}
// engine/src/layout/nextTask.ts
/** Lets the browser handle input and paint before going on: `scheduler.yield()` where it exists, else a timeout. */
function nextTask() {
	const scheduler = globalThis.scheduler;
	if (scheduler?.yield) return scheduler.yield();
	return new Promise((resolve) => setTimeout(resolve, 0));
}
/**
* A time budget for work split across tasks: `due()` is true once `sliceMs` have passed since the slice began;
* `next()` yields and starts the next slice.
*/
var TimeSlicer = class {
	sliceMs;
	started = performance.now();
	constructor(sliceMs) {
		this.sliceMs = sliceMs;
	}
	/** True once the current slice has used its time. */
	due() {
		return performance.now() - this.started >= this.sliceMs;
	}
	/** Yields to the browser, then starts a new slice. */
	async next() {
		await nextTask();
		this.started = performance.now();
	}
};
// engine/src/layout/layoutTransaction.ts
/** Positions are kept to a hundredth of a unit: the same layout twice gives the same numbers, so no change. */
var round = (v) => Math.round(v * 100) / 100;
/** The one operation (or none) that gives node `id` its layout result `i`. */
function nodeOp(state, id, result, i) {
	const x = result.xy[2 * i];
	const y = result.xy[2 * i + 1];
	const slot = result.nodeStyle[i];
	const patch = {};
	if (Number.isFinite(x) && Number.isFinite(y)) patch.position = {
		x: round(x),
		y: round(y)
	};
	if (slot >= 0) patch.data = { ...result.nodeStyles[slot] };
	return patch.position || patch.data ? updateNodeOps(state, id, patch)[0] : void 0;
}
/** The one operation (or none) that gives edge `id` its layout style `k`. */
function edgeOp(state, id, result, k) {
	const slot = result.edgeStyle[k];
	return slot >= 0 ? updateEdgeOps(state, id, { ...result.edgeStyles[slot] })[0] : void 0;
}
/**
* The one `template.applied` transaction (source `layout`, one undo step) that puts a layout's result into the
* map: a `node.update` only for nodes that move or change style, an `edge.update` only for edges whose style
* changes, and `settings.templateApplied = true` with the template's name. Re-laying out after one added node
* therefore touches only what moves.
*
* Built in slices of {@link TRANSACTION_SLICE_MS} (100k operations take a few hundred ms): the map may change
* between slices, so before returning every operation is checked against the current record and rebuilt (or
* dropped, for a node deleted meanwhile) when it no longer starts from it.
*/
async function layoutTransaction(state, ids, result, templateName, sliceMs = 12) {
	const slicer = new TimeSlicer(sliceMs);
	const { nodeIds, edgeIds } = ids;
	const seenNodes = new Array(nodeIds.length);
	const nodeOps = new Array(nodeIds.length);
	for (let i = 0; i < nodeIds.length; i++) {
		if ((i & 255) === 0 && slicer.due()) await slicer.next();
		seenNodes[i] = state.getNode(nodeIds[i]);
		nodeOps[i] = nodeOp(state, nodeIds[i], result, i);
	}
	const seenEdges = new Array(edgeIds.length);
	const edgeOps = new Array(edgeIds.length);
	for (let k = 0; k < edgeIds.length; k++) {
		if ((k & 255) === 0 && slicer.due()) await slicer.next();
		seenEdges[k] = state.getEdge(edgeIds[k]);
		edgeOps[k] = edgeOp(state, edgeIds[k], result, k);
	}
	const ops = [];
	for (let i = 0; i < nodeIds.length; i++) {
		const op = state.getNode(nodeIds[i]) === seenNodes[i] ? nodeOps[i] : nodeOp(state, nodeIds[i], result, i);
		if (op) ops.push(op);
	}
	for (let k = 0; k < edgeIds.length; k++) {
		const op = state.getEdge(edgeIds[k]) === seenEdges[k] ? edgeOps[k] : edgeOp(state, edgeIds[k], result, k);
		if (op) ops.push(op);
	}
	ops.push(...updateSettingsOps(state, {
		templateEngine: templateName,
		templateApplied: true
	}));
	return createTransaction("template.applied", ops, "layout");
}
// engine/src/layout/packing/packLayoutInput.ts
/**
* What a layout needs of a map, packed for the worker: node sizes (resolved styles), labels, sides and centres in
* the map's stable node order (layouts list children in edge order), and the edges between known nodes (a layout
* ignores the others).
*/
function packLayoutInput(state, options = {}) {
	const settings = state.settings;
	const nodeIds = [];
	const labels = [];
	const index = /* @__PURE__ */ new Map();
	for (const id of state.nodesOrder()) if (state.getNode(id) && !index.has(id)) index.set(id, index.size);
	const n = index.size;
	const sizes = new Float64Array(2 * n);
	const positions = new Float64Array(2 * n);
	const sides = new Uint8Array(n);
	for (const [id, i] of index) {
		const node = state.getNode(id);
		const style = resolveNodeStyle(node, settings);
		nodeIds.push(id);
		labels.push(node.data.label ?? "");
		sizes[2 * i] = style.width;
		sizes[2 * i + 1] = style.height;
		positions[2 * i] = node.position.x;
		positions[2 * i + 1] = node.position.y;
		sides[i] = node.data.mmSide === "left" ? 1 : node.data.mmSide === "right" ? 2 : 0;
	}
	const edgeIds = [];
	const ends = [];
	for (const edge of state.edges.values()) {
		const s = index.get(edge.data.source);
		const t = index.get(edge.data.target);
		if (s === void 0 || t === void 0) continue;
		edgeIds.push(edge.data.id);
		ends.push(s, t);
	}
	return {
		input: {
			ids: packStrings(nodeIds),
			labels: packStrings(labels),
			sizes,
			positions,
			sides,
			ends: Int32Array.from(ends),
			edgeIds: packStrings(edgeIds),
			rootId: options.rootId ?? null,
			viewportWidth: options.viewportWidth
		},
		nodeIds,
		edgeIds
	};
}
// engine/src/layout/proposeLayout.ts
/**
* Lays `state` out with template `name` in the layout worker and returns the `template.applied` transaction that
* would put the result in place (built against the state as it is when it resolves), or null when the template
* positions nothing. The request crosses packed (typed arrays transferred), the transaction is built in time
* slices: no step blocks the main thread for long, whatever the map's size. Rejects with a
* `LayoutSupersededError` when a newer request was made before the transaction was ready. The layout's console
* warnings (spec §8) are logged here.
*/
async function proposeLayout(service, state, name, options = {}) {
	if (!findTemplate(name)) return null;
	const request = packLayoutInput(state, options);
	const pending = service.run(name, request.input);
	const ticket = service.requestCount;
	const result = await pending;
	for (const warning of result.warnings) console.warn(warning);
	const tx = await layoutTransaction(state, request, result, name);
	if (service.requestCount !== ticket) throw new LayoutSupersededError();
	return tx;
}
// engine/src/layout/testing/generateTree.ts
/** A small deterministic PRNG (mulberry32), so generated maps are the same on every run. */
function seededRandom(seed) {
	let a = seed >>> 0;
	return () => {
		a = a + 1831565813 >>> 0;
		let t = a;
		t = Math.imul(t ^ t >>> 15, t | 1);
		t ^= t + Math.imul(t ^ t >>> 7, t | 61);
		return ((t ^ t >>> 14) >>> 0) / 4294967296;
	};
}
/**
* A random mind-map-like tree of `count` nodes: each new node hangs under an earlier one, favouring recent ones so
* depth grows like a real outline; sizes vary like real labels. Every node starts unpositioned.
*/
function generateTree(count, seed = 1) {
	const random = seededRandom(seed);
	const nodes = [];
	const edges = [];
	for (let i = 0; i < count; i++) {
		const label = `Node ${i}`;
		nodes.push({
			id: `n${i}`,
			width: 120 + Math.floor(random() * 180),
			height: 60 + Math.floor(random() * 80),
			label,
			position: {
				x: 123e-6,
				y: 123e-6
			}
		});
		if (i === 0) continue;
		const parent = random() < .5 ? Math.max(0, i - 1 - Math.floor(random() * 8)) : Math.floor(random() * i);
		edges.push({
			id: `e${i}`,
			source: `n${parent}`,
			target: `n${i}`
		});
	}
	return {
		nodes,
		edges
	};
}
// engine/src/layout/testing/mapOf.ts
/** A map document with the nodes (sizes as `dimensions`), labels and edges of a layout input. */
function documentOf(input, settings = {}) {
	return {
		nodes: input.nodes.map((n) => ({
			position: n.position,
			data: {
				id: n.id,
				label: n.label,
				dimensions: {
					width: n.width,
					height: n.height
				},
				...n.mmSide ? { mmSide: n.mmSide } : {}
			}
		})),
		edges: input.edges.map((e) => ({ data: {
			id: e.id,
			source: e.source,
			target: e.target
		} })),
		version: 0,
		htmlContent: "",
		canvas: null,
		settings
	};
}
/** The map of a layout input, as a `MapState`. */
function mapOf(input, settings = {}) {
	return MapState.fromDocument(documentOf(input, settings));
}
// bench/layout/page/layoutPage.ts
var longTasks = [];
new PerformanceObserver((list) => {
	for (const entry of list.getEntries()) longTasks.push({
		start: entry.startTime,
		duration: entry.duration
	});
}).observe({ type: "longtask" });
/** The service the editor uses, noting how long the template ran in the worker. */
var TimedLayoutService = class extends LayoutService {
	workerMs = NaN;
	async run(name, input) {
		const result = await super.run(name, input);
		this.workerMs = result.workerMs;
		return result;
	}
};
var service = new TimedLayoutService(createLayoutWorker);
var frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
var idle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long tasks that started in [from, to). */
function tasksIn(from, to) {
	const tasks = longTasks.filter((t) => t.start >= from && t.start < to);
	return {
		count: tasks.length,
		longest: Math.max(0, ...tasks.map((t) => t.duration))
	};
}
async function runCase(template, size) {
	await proposeLayout(service, mapOf(generateTree(200, 3)), template);
	const state = mapOf(generateTree(size, 42), { templateEngine: template });
	const core = new EngineCore({ invalidate: () => void 0 });
	core.camera.setSize(1280, 800);
	core.load(state);
	await idle(300);
	await frame();
	const t0 = performance.now();
	const tx = await proposeLayout(service, state, template, { viewportWidth: 1280 });
	const t1 = performance.now();
	if (tx) {
		state.apply(tx);
		core.apply(tx);
	}
	const t2 = performance.now();
	let frames = 0;
	let now = await frame();
	while (core.stepAnimation(now)) {
		frames++;
		now = await frame();
	}
	const t3 = performance.now();
	await idle(200);
	return {
		template,
		size,
		ops: tx?.ops.length ?? 0,
		workerMs: service.workerMs,
		proposeMs: t1 - t0,
		applyMs: t2 - t1,
		settleMs: t3 - t2,
		frames,
		propose: tasksIn(t0, t1),
		apply: tasksIn(t1, t2),
		settle: tasksIn(t2, t3),
		all: tasksIn(t0, t3)
	};
}
Object.assign(window, {
	runCase,
	pageReady: true
});
export { __require as n, __commonJSMin as t };
