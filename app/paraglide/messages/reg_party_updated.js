/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_UpdatedInputs */

const en_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN party has been updated.`)
};

const de_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine LAN-Party wurde aktualisiert.`)
};

const fr_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre LAN party a été mise à jour.`)
};

const es_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu LAN party se ha actualizado.`)
};

const pt_br2_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua LAN party foi atualizada.`)
};

const ja_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを更新しました。`)
};

const ko_reg_party_updated = /** @type {(inputs: Reg_Party_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티가 업데이트되었습니다.`)
};

/**
* | output |
* | --- |
* | "Your LAN party has been updated." |
*
* @param {Reg_Party_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_updated = /** @type {((inputs?: Reg_Party_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_updated(inputs)
	if (locale === "fr") return fr_reg_party_updated(inputs)
	if (locale === "es") return es_reg_party_updated(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_updated(inputs)
	if (locale === "ja") return ja_reg_party_updated(inputs)
	if (locale === "ko") return ko_reg_party_updated(inputs)
	return en_reg_party_updated(inputs)
});