/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Signup_MetaInputs */

const en_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join LAN Center Network: get your center on the map, add a licensed PC café game library and connect with owners world-wide.`)
};

const de_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werden Sie Teil von LAN Center Network: Bringen Sie Ihr Center auf die Karte, ergänzen Sie eine lizenzierte PC-Café-Spielebibliothek und vernetzen Sie sich mit Betreibern weltweit.`)
};

const fr_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez LAN Center Network : placez votre centre sur la carte, ajoutez une ludothèque PC café sous licence et échangez avec des gérants du monde entier.`)
};

const es_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a LAN Center Network: pon tu centro en el mapa, añade una biblioteca de juegos con licencia para PC cafés y conecta con dueños de todo el mundo.`)
};

const pt_br2_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se à LAN Center Network: coloque seu centro no mapa, adicione uma biblioteca de jogos licenciada para PC cafés e conecte-se com donos do mundo todo.`)
};

const ja_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Networkに参加しましょう：センターを地図に掲載し、ライセンス済みのPCカフェ向けゲームライブラリを導入して、世界中のオーナーとつながれます。`)
};

const ko_landing_signup_meta = /** @type {(inputs: Landing_Signup_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에 가입하세요: 센터를 지도에 올리고, 라이선스 PC방 게임 라이브러리를 추가하고, 전 세계 운영자와 연결됩니다.`)
};

/**
* | output |
* | --- |
* | "Join LAN Center Network: get your center on the map, add a licensed PC café game library and connect with owners world-wide." |
*
* @param {Landing_Signup_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_signup_meta = /** @type {((inputs?: Landing_Signup_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Signup_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_signup_meta(inputs)
	if (locale === "fr") return fr_landing_signup_meta(inputs)
	if (locale === "es") return es_landing_signup_meta(inputs)
	if (locale === "pt-BR") return pt_br2_landing_signup_meta(inputs)
	if (locale === "ja") return ja_landing_signup_meta(inputs)
	if (locale === "ko") return ko_landing_signup_meta(inputs)
	return en_landing_signup_meta(inputs)
});