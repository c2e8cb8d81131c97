/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Meta_DescriptionInputs */

const en_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A world map of verified LAN centers and gaming venues in the LAN Center Network.`)
};

const de_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Weltkarte geprüfter LAN-Center und Gaming-Locations im LAN Center Network.`)
};

const fr_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une carte du monde des centres LAN et lieux de jeu vérifiés du LAN Center Network.`)
};

const es_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un mapa mundial de centros LAN y locales de juego verificados en LAN Center Network.`)
};

const pt_br2_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um mapa-múndi de centros de LAN e espaços de games verificados na LAN Center Network.`)
};

const ja_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkの認証済みLANセンターとゲーム施設の世界地図。`)
};

const ko_dir_meta_description = /** @type {(inputs: Dir_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network의 인증된 LAN 센터와 게임 공간을 담은 세계 지도입니다.`)
};

/**
* | output |
* | --- |
* | "A world map of verified LAN centers and gaming venues in the LAN Center Network." |
*
* @param {Dir_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_meta_description = /** @type {((inputs?: Dir_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_meta_description(inputs)
	if (locale === "fr") return fr_dir_meta_description(inputs)
	if (locale === "es") return es_dir_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_dir_meta_description(inputs)
	if (locale === "ja") return ja_dir_meta_description(inputs)
	if (locale === "ko") return ko_dir_meta_description(inputs)
	return en_dir_meta_description(inputs)
});