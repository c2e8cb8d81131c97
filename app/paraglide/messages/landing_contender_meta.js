/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Contender_MetaInputs */

const en_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join LAN Center Network through the Contender partner program: licensed games, promotion and an owners' community.`)
};

const de_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Treten Sie LAN Center Network über das Contender-Partnerprogramm bei: lizenzierte Spiele, Werbung und eine Community der Betreiber.`)
};

const fr_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez LAN Center Network via le programme partenaire Contender : jeux sous licence, visibilité et communauté de gérants.`)
};

const es_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a LAN Center Network a través del programa de socios Contender: juegos con licencia, promoción y una comunidad de dueños.`)
};

const pt_br2_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se à LAN Center Network pelo programa de parceiros Contender: jogos licenciados, divulgação e uma comunidade de donos.`)
};

const ja_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ContenderパートナープログラムからLAN Center Networkに参加：ライセンス済みゲーム、プロモーション、オーナーコミュニティ。`)
};

const ko_landing_contender_meta = /** @type {(inputs: Landing_Contender_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contender 파트너 프로그램으로 LAN Center Network에 가입하세요: 라이선스 게임, 홍보, 운영자 커뮤니티.`)
};

/**
* | output |
* | --- |
* | "Join LAN Center Network through the Contender partner program: licensed games, promotion and an owners' community." |
*
* @param {Landing_Contender_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_contender_meta = /** @type {((inputs?: Landing_Contender_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Contender_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_contender_meta(inputs)
	if (locale === "fr") return fr_landing_contender_meta(inputs)
	if (locale === "es") return es_landing_contender_meta(inputs)
	if (locale === "pt-BR") return pt_br2_landing_contender_meta(inputs)
	if (locale === "ja") return ja_landing_contender_meta(inputs)
	if (locale === "ko") return ko_landing_contender_meta(inputs)
	return en_landing_contender_meta(inputs)
});