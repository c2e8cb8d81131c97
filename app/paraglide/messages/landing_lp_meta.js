/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_MetaInputs */

const en_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizing a LAN party? Join LAN Center Network for a licensed game library, fast local installs and promotion to gamers.`)
};

const de_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie organisieren eine LAN-Party? Werden Sie Teil von LAN Center Network für eine lizenzierte Spielebibliothek, schnelle lokale Installationen und Werbung bei Gamern.`)
};

const fr_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous organisez une LAN party ? Rejoignez LAN Center Network pour une ludothèque sous licence, des installations locales rapides et de la visibilité auprès des joueurs.`)
};

const es_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Organizas una LAN party? Únete a LAN Center Network para tener una biblioteca de juegos con licencia, instalaciones locales rápidas y promoción entre jugadores.`)
};

const pt_br2_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizando uma LAN party? Junte-se à LAN Center Network e tenha uma biblioteca de jogos licenciada, instalações locais rápidas e divulgação para gamers.`)
};

const ja_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを主催していますか？LAN Center Networkに参加すれば、ライセンス済みゲームライブラリ、高速なローカルインストール、ゲーマーへの告知が手に入ります。`)
};

const ko_landing_lp_meta = /** @type {(inputs: Landing_Lp_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티를 준비하고 계신가요? LAN Center Network에 가입하면 라이선스 게임 라이브러리, 빠른 로컬 설치, 게이머 대상 홍보를 누릴 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Organizing a LAN party? Join LAN Center Network for a licensed game library, fast local installs and promotion to gamers." |
*
* @param {Landing_Lp_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_meta = /** @type {((inputs?: Landing_Lp_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_meta(inputs)
	if (locale === "fr") return fr_landing_lp_meta(inputs)
	if (locale === "es") return es_landing_lp_meta(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_meta(inputs)
	if (locale === "ja") return ja_landing_lp_meta(inputs)
	if (locale === "ko") return ko_landing_lp_meta(inputs)
	return en_landing_lp_meta(inputs)
});