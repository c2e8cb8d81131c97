/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_EditInputs */

const en_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const de_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten`)
};

const fr_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

const es_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const pt_br2_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const ja_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編集`)
};

const ko_dash_edit = /** @type {(inputs: Dash_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수정`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Dash_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_edit = /** @type {((inputs?: Dash_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_edit(inputs)
	if (locale === "fr") return fr_dash_edit(inputs)
	if (locale === "es") return es_dash_edit(inputs)
	if (locale === "pt-BR") return pt_br2_dash_edit(inputs)
	if (locale === "ja") return ja_dash_edit(inputs)
	if (locale === "ko") return ko_dash_edit(inputs)
	return en_dash_edit(inputs)
});