/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_MetaInputs */

const en_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run your LAN party with a licensed PC game library, a local cache for fast installs and promotion to gamers on the network.`)
};

const de_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstalten Sie Ihre LAN-Party mit einer lizenzierten PC-Spielebibliothek, einem lokalen Cache für schnelle Installationen und Sichtbarkeit bei Gamern im Netzwerk.`)
};

const fr_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisez votre LAN party avec une ludothèque PC sous licence, un cache local pour des installations rapides et de la visibilité auprès des joueurs du réseau.`)
};

const es_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organiza tu LAN party con una biblioteca de juegos de PC con licencia, una caché local para instalaciones rápidas y promoción entre los jugadores de la red.`)
};

const pt_br2_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faça sua LAN party com uma biblioteca de jogos de PC licenciada, um cache local para instalações rápidas e divulgação para os gamers da rede.`)
};

const ja_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンス済みPCゲームライブラリ、高速インストールのためのローカルキャッシュ、ネットワークのゲーマーへのプロモーションでLANパーティーを開催しましょう。`)
};

const ko_types_lanparties_meta = /** @type {(inputs: Types_Lanparties_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이선스 PC 게임 라이브러리, 빠른 설치를 위한 로컬 캐시, 네트워크 게이머 대상 홍보로 LAN 파티를 운영하세요.`)
};

/**
* | output |
* | --- |
* | "Run your LAN party with a licensed PC game library, a local cache for fast installs and promotion to gamers on the network." |
*
* @param {Types_Lanparties_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_meta = /** @type {((inputs?: Types_Lanparties_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_meta(inputs)
	if (locale === "fr") return fr_types_lanparties_meta(inputs)
	if (locale === "es") return es_types_lanparties_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_meta(inputs)
	if (locale === "ja") return ja_types_lanparties_meta(inputs)
	if (locale === "ko") return ko_types_lanparties_meta(inputs)
	return en_types_lanparties_meta(inputs)
});