/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_ShowInputs */

const en_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const de_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

const fr_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

const es_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const pt_br2_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const ja_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表示`)
};

const ko_ins_show = /** @type {(inputs: Ins_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보기`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Ins_ShowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_show = /** @type {((inputs?: Ins_ShowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_ShowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_show(inputs)
	if (locale === "fr") return fr_ins_show(inputs)
	if (locale === "es") return es_ins_show(inputs)
	if (locale === "pt-BR") return pt_br2_ins_show(inputs)
	if (locale === "ja") return ja_ins_show(inputs)
	if (locale === "ko") return ko_ins_show(inputs)
	return en_ins_show(inputs)
});