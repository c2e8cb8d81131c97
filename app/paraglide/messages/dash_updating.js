/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_UpdatingInputs */

const en_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

const de_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird aktualisiert...`)
};

const fr_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise à jour...`)
};

const es_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizando...`)
};

const pt_br2_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizando...`)
};

const ja_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新中...`)
};

const ko_dash_updating = /** @type {(inputs: Dash_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`변경 중...`)
};

/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Dash_UpdatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_updating = /** @type {((inputs?: Dash_UpdatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_UpdatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_updating(inputs)
	if (locale === "fr") return fr_dash_updating(inputs)
	if (locale === "es") return es_dash_updating(inputs)
	if (locale === "pt-BR") return pt_br2_dash_updating(inputs)
	if (locale === "ja") return ja_dash_updating(inputs)
	if (locale === "ko") return ko_dash_updating(inputs)
	return en_dash_updating(inputs)
});