/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Party_DeletedInputs */

const en_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party deleted.`)
};

const de_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party gelöscht.`)
};

const fr_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party supprimée.`)
};

const es_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party eliminada.`)
};

const pt_br2_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN party excluída.`)
};

const ja_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを削除しました。`)
};

const ko_dash_party_deleted = /** @type {(inputs: Dash_Party_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티를 삭제했습니다.`)
};

/**
* | output |
* | --- |
* | "LAN party deleted." |
*
* @param {Dash_Party_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_party_deleted = /** @type {((inputs?: Dash_Party_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Party_DeletedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_party_deleted(inputs)
	if (locale === "fr") return fr_dash_party_deleted(inputs)
	if (locale === "es") return es_dash_party_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_dash_party_deleted(inputs)
	if (locale === "ja") return ja_dash_party_deleted(inputs)
	if (locale === "ko") return ko_dash_party_deleted(inputs)
	return en_dash_party_deleted(inputs)
});