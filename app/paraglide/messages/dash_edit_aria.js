/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Edit_AriaInputs */

const en_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

const de_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bearbeiten`)
};

const fr_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.name}`)
};

const es_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

const pt_br2_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.name}`)
};

const ja_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}を編集`)
};

const ko_dash_edit_aria = /** @type {(inputs: Dash_Edit_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 수정`)
};

/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Dash_Edit_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_edit_aria = /** @type {((inputs: Dash_Edit_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Edit_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_edit_aria(inputs)
	if (locale === "fr") return fr_dash_edit_aria(inputs)
	if (locale === "es") return es_dash_edit_aria(inputs)
	if (locale === "pt-BR") return pt_br2_dash_edit_aria(inputs)
	if (locale === "ja") return ja_dash_edit_aria(inputs)
	if (locale === "ko") return ko_dash_edit_aria(inputs)
	return en_dash_edit_aria(inputs)
});