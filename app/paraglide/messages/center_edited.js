/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_EditedInputs */

const en_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`edited`)
};

const de_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bearbeitet`)
};

const fr_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`modifié`)
};

const es_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`editado`)
};

const pt_br2_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`editado`)
};

const ja_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編集済み`)
};

const ko_center_edited = /** @type {(inputs: Center_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수정됨`)
};

/**
* | output |
* | --- |
* | "edited" |
*
* @param {Center_EditedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_edited = /** @type {((inputs?: Center_EditedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_EditedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_edited(inputs)
	if (locale === "fr") return fr_center_edited(inputs)
	if (locale === "es") return es_center_edited(inputs)
	if (locale === "pt-BR") return pt_br2_center_edited(inputs)
	if (locale === "ja") return ja_center_edited(inputs)
	if (locale === "ko") return ko_center_edited(inputs)
	return en_center_edited(inputs)
});