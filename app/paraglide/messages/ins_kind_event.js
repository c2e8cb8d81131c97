/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Kind_EventInputs */

const en_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const de_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party`)
};

const fr_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const es_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const pt_br2_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party`)
};

const ja_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー`)
};

const ko_ins_kind_event = /** @type {(inputs: Ins_Kind_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN party" |
*
* @param {Ins_Kind_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_kind_event = /** @type {((inputs?: Ins_Kind_EventInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Kind_EventInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_kind_event(inputs)
	if (locale === "fr") return fr_ins_kind_event(inputs)
	if (locale === "es") return es_ins_kind_event(inputs)
	if (locale === "pt-BR") return pt_br2_ins_kind_event(inputs)
	if (locale === "ja") return ja_ins_kind_event(inputs)
	if (locale === "ko") return ko_ins_kind_event(inputs)
	return en_ins_kind_event(inputs)
});