/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Update_CardInputs */

const en_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update card`)
};

const de_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte aktualisieren`)
};

const fr_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour la carte`)
};

const es_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar tarjeta`)
};

const pt_br2_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar cartão`)
};

const ja_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カードを更新`)
};

const ko_own_ls_update_card = /** @type {(inputs: Own_Ls_Update_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`카드 업데이트`)
};

/**
* | output |
* | --- |
* | "Update card" |
*
* @param {Own_Ls_Update_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_update_card = /** @type {((inputs?: Own_Ls_Update_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Update_CardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_update_card(inputs)
	if (locale === "fr") return fr_own_ls_update_card(inputs)
	if (locale === "es") return es_own_ls_update_card(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_update_card(inputs)
	if (locale === "ja") return ja_own_ls_update_card(inputs)
	if (locale === "ko") return ko_own_ls_update_card(inputs)
	return en_own_ls_update_card(inputs)
});