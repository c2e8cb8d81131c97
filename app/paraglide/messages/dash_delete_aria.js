/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dash_Delete_AriaInputs */

const en_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const de_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} löschen`)
};

const fr_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.name}`)
};

const es_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.name}`)
};

const pt_br2_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excluir ${i?.name}`)
};

const ja_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}を削除`)
};

const ko_dash_delete_aria = /** @type {(inputs: Dash_Delete_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 삭제`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Dash_Delete_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_delete_aria = /** @type {((inputs: Dash_Delete_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Delete_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_delete_aria(inputs)
	if (locale === "fr") return fr_dash_delete_aria(inputs)
	if (locale === "es") return es_dash_delete_aria(inputs)
	if (locale === "pt-BR") return pt_br2_dash_delete_aria(inputs)
	if (locale === "ja") return ja_dash_delete_aria(inputs)
	if (locale === "ko") return ko_dash_delete_aria(inputs)
	return en_dash_delete_aria(inputs)
});